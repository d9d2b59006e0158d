import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { weeklyHoursRows } from '../branch-hours';
import { ApiError, NetworkError, errorNotice } from '../errors';
import { branchFinderMachine } from '../machines/branch-finder';
import { quoteFlowMachine } from '../machines/quote-flow';
import {
  purchaseTimeframes,
  toQuoteRequest,
  validateQuoteStep,
  type QuoteDraft,
  type QuoteRequestBody,
  type QuoteRequestReceipt,
} from '../machines/quote-validation';
import { lineProblems } from '../quote-lines';
import { availabilityProblems } from '../availability';
import { describeEstimate } from '../rate-estimate';
import { en } from './en';
import { es } from './es';
import { addSdkMessages, sdkLocale, sdkMessages } from '.';

/** Each message's key path (`timeframes.immediately`), nested tables included. */
const keyPaths = (table: object, prefix = ''): string[] =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'object' ? keyPaths(value as object, `${prefix}${key}.`) : [prefix + key],
  );

const TODAY = '2026-11-21';
/** An empty draft (the quote flow's first). */
const toDraft = (): QuoteDraft =>
  createActor(quoteFlowMachine, { input: {} }).getSnapshot().context.draft;
const rentLine = { equipment_id: 7, mode: 'rent' as const, quantity: 1, title: 'Montacargas' };

describe('the SDK messages', () => {
  it('has the same messages in English and Spanish, none empty', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort());
    const values = (table: object): unknown[] =>
      Object.values(table).flatMap((v) => (typeof v === 'object' ? values(v as object) : [v]));
    for (const value of values(es)) {
      const text =
        typeof value === 'function' ? (value as (...a: unknown[]) => string)(3, 'x', 'y') : value;
      expect(String(text).trim()).not.toBe('');
    }
  });

  it('speaks English until the Spanish table is added, and for other languages', () => {
    expect(sdkLocale('es-US')).toBe('es');
    expect(sdkLocale('fr')).toBe('en');
    expect(sdkMessages('es')).toBe(en);
  });
});

describe('Spanish, once added', () => {
  beforeAll(() => addSdkMessages('es', es));
  afterAll(() => addSdkMessages('es', en));

  it('picks the Spanish table for es and es-US; English stays the default', () => {
    expect(sdkMessages('es-US')).toBe(es);
    expect(sdkMessages()).toBe(en);
  });

  it('says a quote line’s problems in Spanish', () => {
    expect(lineProblems({ ...rentLine, quantity: 0 }, TODAY, null, 'es')).toEqual({
      quantity: 'Pida 1 unidad o más.',
      start_date: 'Elija el primer día de alquiler.',
      end_date: 'Elija el último día de alquiler.',
    });
    expect(lineProblems({ ...rentLine, quantity: 3 }, TODAY, 2, 'es').quantity).toBe(
      'La sucursal tiene 2 unidades de este equipo: pida 2 como máximo.',
    );
    expect(lineProblems({ ...rentLine, quantity: 0 }, TODAY).quantity).toBe(
      'Ask for 1 unit or more.',
    );
  });

  it('validates the contact step and names the timeframes in Spanish', () => {
    const draft = {
      ...toDraft(),
      jobsite_zip: '12',
      email: 'x',
      phone: '1',
    };
    const errors = validateQuoteStep('details', draft, TODAY, 'es');
    expect(errors.jobsite_zip).toEqual(['Escriba un código postal de cinco dígitos']);
    expect(errors.name).toEqual(['Escriba su nombre']);
    expect(purchaseTimeframes('es-US')[0]).toEqual({ value: 'immediately', label: 'De inmediato' });
  });

  it('refuses dates without free units in Spanish', () => {
    const line = { ...rentLine, start_date: '2026-12-01', end_date: '2026-12-01' };
    const check = {
      id: 7,
      from: '2026-12-01',
      to: '2026-12-01',
      status: 'checked' as const,
      result: { equipment_id: 7, fleet: 1, days: [{ date: '2026-12-01', available: 0 }] },
    };
    expect(availabilityProblems([line], { 7: check } as never, 'es')).toEqual({
      'items.0.dates': ['No hay suficientes unidades libres en estas fechas: elija otras fechas.'],
    });
  });

  it('writes error notices, the estimate and closed days for Spanish readers', () => {
    expect(errorNotice(new NetworkError(new Error('offline')), undefined, 'es')).toEqual({
      title: '¡Uy!',
      message: es.networkError,
    });
    const conflict = new ApiError(409, 'Conflict', { message: 'El correo ya existe.' });
    expect(errorNotice(conflict, undefined, 'es').message).toBe('El correo ya existe.');
    expect(errorNotice(conflict).message).toBe('Conflict: El correo ya existe.');
    const estimate = { lines: [{ period: 'week' as const, count: 1, rate: 1150, amount: 1150 }] };
    expect(describeEstimate(estimate, 'es-US')).toBe('1 × semana $1,150');
    expect(describeEstimate(estimate)).toBe('1 × week $1,150');
    expect(weeklyHoursRows({ weekly_hours: [] }, 'es-US')[0]!.text).toBe('Cerrado');
  });

  it('sends locale: es in the quote request body, and no locale in English', async () => {
    const bodies: QuoteRequestBody[] = [];
    const machine = quoteFlowMachine.provide({
      actors: {
        submitQuote: fromPromise<QuoteRequestReceipt, QuoteRequestBody>(async ({ input }) => {
          bodies.push(input);
          return { id: 1, reference: 'Q-2026-000001', status: 'received', created_at: '' };
        }),
      },
    });
    const actor = createActor(machine, { input: { locale: 'es-US' } }).start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors.listing).toEqual([
      'Indique si desea alquilar o comprar',
    ]);
    const set = (field: string, value: unknown) =>
      actor.send({ type: 'field.changed', field: field as never, value: value as never });
    set('listing', 'buy');
    set('purchase_timeframe', 'immediately');
    actor.send({ type: 'step.next' });
    set('jobsite_zip', '60601');
    set('name', 'Ana');
    set('email', 'ana@example.com');
    set('phone', '312 555 0100');
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(bodies[0]?.locale).toBe('es');
    expect(toQuoteRequest(actor.getSnapshot().context.draft)).not.toHaveProperty('locale');
  });

  it('tells an invalid zip in the finder in Spanish', () => {
    const actor = createActor(branchFinderMachine, { input: { locale: 'es' } }).start();
    // Opened while the saved branch loads: it opens once loaded.
    actor.send({ type: 'finder.opened' });
    return waitFor(actor, (s) => s.matches('open')).then(() => {
      actor.send({ type: 'zip.changed', value: '12' });
      actor.send({ type: 'search.submitted' });
      expect(actor.getSnapshot().context.validationMessage).toBe(es.invalidZip);
    });
  });
});
