import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, NetworkError } from '../errors';
import { quoteFlowMachine, type QuoteFlowEmitted, type QuoteFlowInput } from './quote-flow';
import type { QuoteDraft, QuoteRequestInput, QuoteRequestReceipt } from './quote-validation';

const receipt: QuoteRequestReceipt = {
  id: 1,
  reference: 'Q-2026-000001',
  status: 'received',
  created_at: '2026-11-21T10:00:00.000Z',
};

function startFlow(
  input: QuoteFlowInput = {},
  submit?: (body: QuoteRequestInput) => Promise<QuoteRequestReceipt>,
) {
  const bodies: QuoteRequestInput[] = [];
  const machine = quoteFlowMachine.provide({
    actors: {
      submitQuote: fromPromise<QuoteRequestReceipt, QuoteRequestInput>(async ({ input: body }) => {
        bodies.push(body);
        return submit ? submit(body) : receipt;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: QuoteFlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const set = (field: keyof QuoteDraft, value: unknown) =>
    actor.send({ type: 'field.changed', field, value: value as QuoteDraft[keyof QuoteDraft] });
  const next = () => actor.send({ type: 'step.next' });
  const state = () => actor.getSnapshot().value;
  const errors = () => actor.getSnapshot().context.errors;
  return { actor, bodies, emitted, set, next, state, errors };
}

/** Walks a valid rental through to the review. */
function fillRental(flow: ReturnType<typeof startFlow>) {
  flow.next(); // equipment
  flow.set('listing', 'rent');
  flow.next();
  flow.set('start_date', '2026-12-01');
  flow.set('end_date', '2026-12-15');
  flow.next();
  flow.set('quantity', 2);
  flow.next();
  flow.set('name', 'Jordan Rivera');
  flow.set('email', 'jordan@example.com');
  flow.set('phone', '(312) 555-0100');
  flow.next();
  flow.set('notes', 'Need delivery before 7am.');
  flow.next();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0)); // 21 Nov 2026, local time
});
afterEach(() => vi.useRealTimers());

describe('quote flow machine', () => {
  it('prefills the equipment, the jobsite zip (saved zip) and the branch', () => {
    const { actor } = startFlow({
      equipmentId: 42,
      equipmentLabel: '2021 Toyota 8FGCU25',
      savedZip: '60601',
      branchId: 3,
    });
    const { draft } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('equipment');
    expect(draft).toMatchObject({
      equipment_id: 42,
      equipment_label: '2021 Toyota 8FGCU25',
      jobsite_zip: '60601',
      branch_id: 3,
      quantity: 1,
    });
  });

  it('walks equipment → listing → schedule → details → contact → notes → review', () => {
    const flow = startFlow({ savedZip: '60601' });
    const visited = [flow.state()];
    flow.next();
    visited.push(flow.state());
    flow.set('listing', 'rent');
    flow.next();
    visited.push(flow.state());
    flow.set('start_date', '2026-12-01');
    flow.set('end_date', '2026-12-02');
    flow.next();
    visited.push(flow.state());
    flow.next();
    visited.push(flow.state());
    flow.set('name', 'A');
    flow.set('email', 'a@b.co');
    flow.set('phone', '3125550100');
    flow.next();
    visited.push(flow.state());
    flow.next();
    visited.push(flow.state());
    expect(visited).toEqual([
      'equipment',
      'listing',
      'schedule',
      'details',
      'contact',
      'notes',
      'review',
    ]);
  });

  it('does not move on without choosing rent or buy', () => {
    const flow = startFlow();
    flow.next();
    flow.next();
    expect(flow.state()).toBe('listing');
    expect(flow.errors()).toEqual({ listing: ['Choose whether you want to rent or buy'] });
    flow.set('listing', 'buy');
    expect(flow.errors()).toEqual({}); // changing a field clears its error
  });

  it('rent needs a start date that is not in the past and an end date on or after it', () => {
    const flow = startFlow();
    flow.next();
    flow.set('listing', 'rent');
    flow.next();
    flow.next();
    expect(flow.state()).toBe('schedule');
    expect(flow.errors()).toEqual({
      start_date: ['Enter the rental start date'],
      end_date: ['Enter the rental end date'],
    });
    flow.set('start_date', '2026-11-20');
    flow.set('end_date', '2026-11-19');
    flow.next();
    expect(flow.errors()).toEqual({
      start_date: ['The start date cannot be in the past'],
      end_date: ['The end date must be on or after the start date'],
    });
    flow.set('start_date', '2026-11-21'); // today is fine
    flow.set('end_date', '2026-02-30');
    flow.next();
    expect(flow.errors()).toEqual({ end_date: ['Enter a valid date'] });
    flow.set('end_date', '2026-11-21');
    flow.next();
    expect(flow.state()).toBe('details');
  });

  it('buy needs a purchase timeframe instead of dates', () => {
    const flow = startFlow();
    flow.next();
    flow.set('listing', 'buy');
    flow.next();
    flow.next();
    expect(flow.errors()).toEqual({ purchase_timeframe: ['Choose when you plan to buy'] });
    flow.set('purchase_timeframe', 'within-30-days');
    flow.next();
    expect(flow.state()).toBe('details');
  });

  it('details: quantity 1–99 and a five digit jobsite zip', () => {
    const flow = startFlow();
    flow.next();
    flow.set('listing', 'buy');
    flow.next();
    flow.set('purchase_timeframe', 'immediately');
    flow.next();
    flow.set('quantity', 0);
    flow.set('jobsite_zip', '1234');
    flow.next();
    expect(flow.errors()).toEqual({
      quantity: ['Enter a quantity between 1 and 99'],
      jobsite_zip: ['Please provide a five digit zip code'],
    });
    flow.set('quantity', 100);
    flow.set('jobsite_zip', '94103');
    flow.next();
    expect(flow.errors()).toEqual({ quantity: ['Enter a quantity between 1 and 99'] });
  });

  it('contact: name, e-mail and phone are checked; notes are limited to 2000 characters', () => {
    const flow = startFlow({ savedZip: '60601' });
    flow.next();
    flow.set('listing', 'buy');
    flow.next();
    flow.set('purchase_timeframe', 'immediately');
    flow.next();
    flow.next();
    flow.set('email', 'not-an-email');
    flow.set('phone', '555');
    flow.next();
    expect(flow.state()).toBe('contact');
    expect(flow.errors()).toEqual({
      name: ['Enter your name'],
      email: ['Enter a valid e-mail address'],
      phone: ['Enter a phone number we can call'],
    });
    flow.set('name', 'Sam');
    flow.set('email', 'sam@example.com');
    flow.set('phone', '+1 312 555 0100');
    flow.next();
    flow.set('notes', 'x'.repeat(2001));
    flow.next();
    expect(flow.state()).toBe('notes');
    expect(flow.errors()).toEqual({ notes: ['Use at most 2000 characters'] });
  });

  it('back goes to the previous step', () => {
    const flow = startFlow();
    flow.next();
    flow.actor.send({ type: 'step.back' });
    expect(flow.state()).toBe('equipment');
  });

  it('submits the request from the review and shows the reference', async () => {
    const flow = startFlow({ equipmentId: 42, savedZip: '60601', branchId: 3 });
    fillRental(flow);
    expect(flow.state()).toBe('review');
    flow.actor.send({ type: 'submit' });
    expect(flow.state()).toBe('submitting');
    const snapshot = await waitFor(flow.actor, (s) => s.matches('submitted'));
    expect(snapshot.context.receipt?.reference).toBe('Q-2026-000001');
    expect(flow.emitted).toEqual([{ type: 'quote.submitted', receipt }]);
    expect(flow.bodies).toEqual([
      {
        equipment_id: 42,
        listing: 'rent',
        start_date: '2026-12-01',
        end_date: '2026-12-15',
        purchase_timeframe: null,
        quantity: 2,
        jobsite_zip: '60601',
        name: 'Jordan Rivera',
        email: 'jordan@example.com',
        phone: '(312) 555-0100',
        company: null,
        notes: 'Need delivery before 7am.',
        branch_id: 3,
      },
    ]);
  });

  it('from the review, edit jumps to a step', () => {
    const flow = startFlow({ savedZip: '60601' });
    fillRental(flow);
    flow.actor.send({ type: 'step.edit', step: 'details' });
    expect(flow.state()).toBe('details');
  });

  it.each([
    [{ email: ['is not deliverable'] }, 'contact'],
    [{ start_date: ['is a holiday'] }, 'schedule'],
    [{ notes: ['too long'], jobsite_zip: ['unknown'] }, 'details'],
  ] as const)(
    'a 422 with %j goes back to the %s step with the errors',
    async (fieldErrors, step) => {
      const flow = startFlow({ savedZip: '60601' }, async () => {
        throw new ApiError(422, 'Unprocessable Entity', {
          message: 'Invalid',
          errors: fieldErrors,
        });
      });
      fillRental(flow);
      flow.actor.send({ type: 'submit' });
      const snapshot = await waitFor(flow.actor, (s) => s.matches(step));
      expect(snapshot.context.errors).toEqual(fieldErrors);
    },
  );

  it('other failures go to failed with the message; retry sends again', async () => {
    let attempts = 0;
    const flow = startFlow({ savedZip: '60601' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new NetworkError(new TypeError('fetch failed'));
      return receipt;
    });
    fillRental(flow);
    flow.actor.send({ type: 'submit' });
    const failed = await waitFor(flow.actor, (s) => s.matches('failed'));
    expect(failed.context.submitError).toMatch(/^Network error/);
    flow.actor.send({ type: 'retry' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    expect(attempts).toBe(2);
  });

  it('"request another" starts over but keeps the contact details and jobsite', async () => {
    const flow = startFlow({ equipmentId: 42, savedZip: '60601' });
    fillRental(flow);
    flow.actor.send({ type: 'submit' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    flow.actor.send({ type: 'reset' });
    const { draft } = flow.actor.getSnapshot().context;
    expect(flow.state()).toBe('equipment');
    expect(draft).toMatchObject({
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      jobsite_zip: '60601',
      listing: null,
      equipment_id: null,
    });
  });
});
