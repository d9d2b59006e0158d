import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, NetworkError } from '../errors';
import type { QuoteLine } from '../quote-list';
import { quoteFlowMachine, type QuoteFlowEmitted, type QuoteFlowInput } from './quote-flow';
import type {
  QuoteDraft,
  QuoteField,
  QuoteListInput,
  QuoteRequestInput,
  QuoteRequestReceipt,
} from './quote-validation';

type Body = QuoteListInput | QuoteRequestInput;

const receipt: QuoteRequestReceipt = {
  id: 1,
  reference: 'Q-2026-000001',
  status: 'received',
  created_at: '2026-11-21T10:00:00.000Z',
};

const FORKLIFT: QuoteLine = {
  equipment_id: 42,
  mode: 'rent',
  quantity: 2,
  start_date: '2026-12-01',
  end_date: '2026-12-15',
  title: '2021 Toyota 8FGCU25',
};
const LOADER: QuoteLine = { equipment_id: 9, mode: 'buy', quantity: 1, title: 'Loader' };

function startFlow(
  input: QuoteFlowInput = {},
  submit?: (body: Body) => Promise<QuoteRequestReceipt>,
) {
  const bodies: Body[] = [];
  const machine = quoteFlowMachine.provide({
    actors: {
      submitQuote: fromPromise<QuoteRequestReceipt, Body>(async ({ input: body }) => {
        bodies.push(body);
        return submit ? submit(body) : receipt;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: QuoteFlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const set = (field: QuoteField, value: unknown) =>
    actor.send({ type: 'field.changed', field, value: value as QuoteDraft[QuoteField] });
  const next = () => actor.send({ type: 'step.next' });
  const state = () => actor.getSnapshot().value;
  const errors = () => actor.getSnapshot().context.errors;
  return { actor, bodies, emitted, set, next, state, errors };
}

type Flow = ReturnType<typeof startFlow>;

/** The jobsite and contact step, filled in validly. */
function fillDetails(flow: Flow) {
  flow.set('jobsite_address', '1200 W Fulton Market');
  flow.set('name', 'Jordan Rivera');
  flow.set('email', 'jordan@example.com');
  flow.set('phone', '(312) 555-0100');
  flow.next();
}

/** A two-line list walked to the last look. */
function toConfirm(flow: Flow) {
  flow.next();
  fillDetails(flow);
  expect(flow.state()).toBe('confirm');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0)); // 21 Nov 2026, local time
});
afterEach(() => vi.useRealTimers());

describe('quote flow machine', () => {
  it('starts on the lines, with the list, the saved zip, the branch and a known contact', () => {
    const { actor } = startFlow({
      lines: [FORKLIFT],
      savedZip: '60601',
      branchId: 3,
      contact: { name: 'Jordan Rivera', email: 'jordan@example.com' },
    });
    expect(actor.getSnapshot().value).toBe('lines');
    expect(actor.getSnapshot().context.draft).toMatchObject({
      lines: [FORKLIFT],
      jobsite_zip: '60601',
      branch_id: 3,
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
    });
  });

  it('walks lines → jobsite and contact → confirm in three steps', () => {
    const flow = startFlow({ lines: [FORKLIFT, LOADER], savedZip: '60601' });
    flow.next();
    expect(flow.state()).toBe('details');
    fillDetails(flow);
    expect(flow.state()).toBe('confirm');
    flow.actor.send({ type: 'step.back' });
    expect(flow.state()).toBe('details');
    flow.actor.send({ type: 'step.back' });
    expect(flow.state()).toBe('lines');
  });

  it('does not leave the lines while a line lacks dates, named as the API names them', () => {
    const flow = startFlow({
      lines: [LOADER, { equipment_id: 7, mode: 'rent', quantity: 1, start_date: '2026-11-20' }],
    });
    flow.next();
    expect(flow.state()).toBe('lines');
    expect(flow.errors()).toEqual({
      'items.1.start_date': ['Choose today or a later day.'],
      'items.1.end_date': ['Choose the last rental day.'],
    });
    // The list changes (fixed here, or in another tab): the draft follows and old messages go.
    flow.actor.send({
      type: 'lines.changed',
      lines: [LOADER, { ...FORKLIFT, equipment_id: 7 }],
    });
    expect(flow.errors()).toEqual({});
    flow.next();
    expect(flow.state()).toBe('details');
  });

  it('a general request (no lines) asks rent or buy, then the day or the timeframe', () => {
    const flow = startFlow();
    flow.next();
    expect(flow.errors()).toEqual({ listing: ['Choose whether you want to rent or buy'] });
    flow.set('listing', 'rent');
    flow.next();
    expect(flow.errors()).toEqual({ start_date: ['Enter the day you need it'] });
    flow.set('start_date', '2026-11-20');
    flow.next();
    expect(flow.errors()).toEqual({ start_date: ['Choose today or a later day'] });
    flow.set('listing', 'buy');
    flow.next();
    expect(flow.errors()).toEqual({ purchase_timeframe: ['Choose when you plan to buy'] });
    flow.set('purchase_timeframe', 'within-30-days');
    flow.next();
    expect(flow.state()).toBe('details');
  });

  it('checks the jobsite and the contact; the street address only for a list', () => {
    const flow = startFlow({ lines: [LOADER] });
    flow.next();
    flow.set('po_number', 'P'.repeat(51));
    flow.set('notes', 'n'.repeat(2001));
    flow.set('phone', 'call me');
    flow.next();
    expect(flow.state()).toBe('details');
    expect(flow.errors()).toEqual({
      jobsite_address: ['Enter the jobsite’s street address'],
      jobsite_zip: ['Please provide a five digit zip code'],
      name: ['Enter your name'],
      email: ['Enter a valid e-mail address'],
      phone: ['Enter a phone number we can call'],
      po_number: ['Use at most 50 characters'],
      notes: ['Use at most 2000 characters'],
    });
    // Typing in a field clears its message only.
    flow.set('name', 'Jordan');
    expect(Object.keys(flow.errors())).not.toContain('name');
    expect(Object.keys(flow.errors())).toContain('email');

    const general = startFlow({ savedZip: '60601' });
    general.set('listing', 'buy');
    general.set('purchase_timeframe', 'immediately');
    general.next();
    general.set('name', 'Jordan');
    general.set('email', 'jordan@example.com');
    general.set('phone', '312 555 0100');
    general.next();
    expect(general.state()).toBe('confirm');
  });

  it('sends every line once as a quote list and reports the receipt', async () => {
    const flow = startFlow({ lines: [FORKLIFT, LOADER], savedZip: '60601', branchId: 3 });
    toConfirm(flow);
    flow.set('po_number', ' PO-77 ');
    flow.set('notes', 'Dock access after 6am.');
    flow.actor.send({ type: 'submit' });
    expect(flow.state()).toBe('submitting');
    const snapshot = await waitFor(flow.actor, (s) => s.matches('submitted'));
    expect(snapshot.context.receipt?.reference).toBe('Q-2026-000001');
    expect(flow.emitted).toEqual([{ type: 'quote.submitted', receipt }]);
    expect(flow.bodies).toEqual([
      {
        items: [
          {
            equipment_id: 42,
            mode: 'rent',
            quantity: 2,
            start_date: '2026-12-01',
            end_date: '2026-12-15',
          },
          { equipment_id: 9, mode: 'buy', quantity: 1 },
        ],
        jobsite_address: '1200 W Fulton Market',
        po_number: 'PO-77',
        jobsite_zip: '60601',
        name: 'Jordan Rivera',
        email: 'jordan@example.com',
        phone: '(312) 555-0100',
        company: null,
        notes: 'Dock access after 6am.',
      },
    ]);
  });

  it('sends a general request as the single-unit body, to the preferred branch', async () => {
    const flow = startFlow({ savedZip: '60601', branchId: 3 });
    flow.set('listing', 'rent');
    flow.set('start_date', '2026-12-01');
    flow.next();
    fillDetails(flow);
    flow.actor.send({ type: 'submit' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    expect(flow.bodies).toEqual([
      {
        equipment_id: null,
        listing: 'rent',
        start_date: '2026-12-01',
        end_date: null,
        purchase_timeframe: null,
        quantity: 1,
        branch_id: 3,
        jobsite_zip: '60601',
        name: 'Jordan Rivera',
        email: 'jordan@example.com',
        phone: '(312) 555-0100',
        company: null,
        notes: null,
      },
    ]);
  });

  it("a dealer site's widget sends its source with either body, again after 'request another'", async () => {
    const source = {
      site_key: 'pk_exampleDealer2026demoKey',
      page: 'https://dealer.example/forklifts',
      element: 'request-quote' as const,
    };
    const flow = startFlow({ lines: [LOADER], savedZip: '60601', source });
    toConfirm(flow);
    flow.actor.send({ type: 'submit' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    flow.actor.send({ type: 'reset' });
    flow.actor.send({ type: 'lines.changed', lines: [] });
    flow.set('listing', 'buy');
    flow.set('purchase_timeframe', 'within_30_days');
    flow.next();
    flow.next();
    flow.actor.send({ type: 'submit' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    expect(flow.bodies).toEqual([
      expect.objectContaining({ items: [expect.anything()], source }),
      expect.objectContaining({ equipment_id: null, source }),
    ]);

    // Without a site: no `source` at all.
    const plain = startFlow({ lines: [LOADER], savedZip: '60601', source: null });
    toConfirm(plain);
    plain.actor.send({ type: 'submit' });
    await waitFor(plain.actor, (s) => s.matches('submitted'));
    expect(plain.bodies[0]).not.toHaveProperty('source');
  });

  it('from the last look, edit goes back to a step', () => {
    const flow = startFlow({ lines: [LOADER], savedZip: '60601' });
    toConfirm(flow);
    flow.actor.send({ type: 'step.edit', step: 'lines' });
    expect(flow.state()).toBe('lines');
  });

  it('a list emptied or broken in another tab before sending goes back to the lines', () => {
    const flow = startFlow({ lines: [LOADER], savedZip: '60601' });
    toConfirm(flow);
    flow.actor.send({
      type: 'lines.changed',
      lines: [{ equipment_id: 7, mode: 'rent', quantity: 1 }],
    });
    flow.actor.send({ type: 'submit' });
    expect(flow.state()).toBe('lines');
    expect(Object.keys(flow.errors())).toEqual(['items.0.start_date', 'items.0.end_date']);
    expect(flow.bodies).toEqual([]);
  });

  it.each([
    [{ 'items.1.quantity': ['more than the fleet'] }, 'lines'],
    [{ items: ['at most 50 lines'] }, 'lines'],
    [{ email: ['is not deliverable'] }, 'details'],
    [{ notes: ['too long'], 'items.0.end_date': ['past 365 days'] }, 'lines'],
  ] as const)(
    'a 422 with %j goes back to the %s step with the server’s messages',
    async (fieldErrors, step) => {
      const flow = startFlow({ lines: [FORKLIFT, LOADER], savedZip: '60601' }, async () => {
        throw new ApiError(422, 'Unprocessable Entity', {
          message: 'Invalid',
          errors: fieldErrors,
        });
      });
      toConfirm(flow);
      flow.actor.send({ type: 'submit' });
      const snapshot = await waitFor(flow.actor, (s) => s.matches(step));
      expect(snapshot.context.errors).toEqual(fieldErrors);
    },
  );

  it('other failures go to failed with the message; retry sends again', async () => {
    let attempts = 0;
    const flow = startFlow({ lines: [LOADER], savedZip: '60601' }, async () => {
      attempts += 1;
      if (attempts === 1) throw new NetworkError(new TypeError('fetch failed'));
      return receipt;
    });
    toConfirm(flow);
    flow.actor.send({ type: 'submit' });
    const failed = await waitFor(flow.actor, (s) => s.matches('failed'));
    expect(failed.context.submitError).toMatch(/^Network error/);
    flow.actor.send({ type: 'retry' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    expect(attempts).toBe(2);
  });

  it('"request another" starts over but keeps who the customer is and the jobsite', async () => {
    const flow = startFlow({ lines: [LOADER], savedZip: '60601' });
    toConfirm(flow);
    flow.set('po_number', 'PO-1');
    flow.actor.send({ type: 'submit' });
    await waitFor(flow.actor, (s) => s.matches('submitted'));
    flow.actor.send({ type: 'lines.changed', lines: [] }); // the app cleared the list
    flow.actor.send({ type: 'reset' });
    expect(flow.state()).toBe('lines');
    expect(flow.actor.getSnapshot().context.draft).toMatchObject({
      lines: [],
      name: 'Jordan Rivera',
      email: 'jordan@example.com',
      jobsite_address: '1200 W Fulton Market',
      jobsite_zip: '60601',
      po_number: '',
      notes: '',
    });
    expect(flow.actor.getSnapshot().context.receipt).toBeNull();
  });
});
