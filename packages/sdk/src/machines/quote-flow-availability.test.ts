import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AvailabilityQuery, EquipmentAvailability } from '../availability';
import type { QuoteLine } from '../quote-list';
import { quoteFlowMachine } from './quote-flow';

const RENT: QuoteLine = {
  equipment_id: 42,
  mode: 'rent',
  quantity: 1,
  start_date: '2026-12-01',
  end_date: '2026-12-05',
  title: 'Scissor lift',
};

/** The unit's days from `from` to `to`, none free on `booked`. */
function answer({ id, from, to }: AvailabilityQuery, booked: string[] = []): EquipmentAvailability {
  const days = [];
  for (let day = from; day <= to; day = nextDay(day))
    days.push({ date: day, available: booked.includes(day) ? 0 : 2, fleet: 2 });
  return { equipment_id: id, fleet: 2, from, to, days };
}
function nextDay(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Call {
  query: AvailabilityQuery;
  signal: AbortSignal;
  resolve: (booked?: string[]) => void;
  reject: () => void;
}

/** The flow with availability checks whose answers the test gives (`calls`). */
function startFlow(lines: QuoteLine[], checkAvailability = true) {
  const calls: Call[] = [];
  const machine = quoteFlowMachine.provide({
    actors: {
      fetchAvailability: fromPromise<EquipmentAvailability, AvailabilityQuery>(
        ({ input, signal }) =>
          new Promise((resolve, reject) =>
            calls.push({
              query: input,
              signal,
              resolve: (booked) => resolve(answer(input, booked)),
              reject: () => reject(new Error('offline')),
            }),
          ),
      ),
    },
  });
  const actor = createActor(machine, { input: { lines, checkAvailability } }).start();
  const change = (changes: Partial<QuoteLine>) =>
    actor.send({ type: 'lines.changed', lines: [{ ...lines[0]!, ...changes }] });
  const next = () => actor.send({ type: 'step.next' });
  const state = () => actor.getSnapshot().value;
  const errors = () => actor.getSnapshot().context.errors;
  const check = () => actor.getSnapshot().context.availability[42];
  return { actor, calls, change, next, state, errors, check };
}

/** Lets the settled promises' callbacks run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0)); // 21 Nov 2026, local time
});
afterEach(() => vi.useRealTimers());

describe('quote flow: availability of rent lines', () => {
  it('asks once the dates have stayed the same for a moment, with the last dates', async () => {
    const flow = startFlow([RENT]);
    expect(flow.check()?.status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(200);
    flow.change({ end_date: '2026-12-08' });
    await vi.advanceTimersByTimeAsync(200);
    expect(flow.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(flow.calls.map((call) => call.query)).toEqual([
      { id: 42, from: '2026-12-01', to: '2026-12-08' },
    ]);
  });

  it('a change while asking cancels the question and ignores its answer', async () => {
    const flow = startFlow([RENT]);
    await vi.advanceTimersByTimeAsync(300);
    const first = flow.calls[0]!;
    flow.change({ start_date: '2026-12-02' });
    expect(first.signal.aborted).toBe(true);
    first.resolve(['2026-12-03']);
    await settle();
    expect(flow.check()).toMatchObject({ from: '2026-12-02', status: 'waiting' });
    // A quantity change asks nothing new: the days answer for any quantity.
    await vi.advanceTimersByTimeAsync(300);
    flow.calls[1]!.resolve();
    await settle();
    flow.change({ start_date: '2026-12-02', quantity: 2 });
    await vi.advanceTimersByTimeAsync(300);
    expect(flow.calls).toHaveLength(2);
    expect(flow.check()?.status).toBe('checked');
  });

  it('refuses to leave the lines while a line has a booked day, then goes on once it is free', async () => {
    const flow = startFlow([RENT]);
    await vi.advanceTimersByTimeAsync(300);
    flow.calls[0]!.resolve(['2026-12-03', '2026-12-04']);
    await settle();
    flow.next();
    expect(flow.state()).toBe('lines');
    expect(flow.errors()).toEqual({
      'items.0.dates': ['Not enough units are free on these dates: pick other dates.'],
    });
    flow.change({ start_date: '2026-12-05', end_date: '2026-12-09' });
    expect(flow.errors()).toEqual({});
    await vi.advanceTimersByTimeAsync(300);
    flow.calls[1]!.resolve();
    await settle();
    flow.next();
    expect(flow.state()).toBe('details');
  });

  it('Next before the answer asks at once and goes on when the dates are free', async () => {
    const flow = startFlow([RENT]);
    flow.next();
    expect(flow.state()).toBe('lines');
    expect(flow.calls).toHaveLength(1); // no pause: the visitor is waiting
    flow.calls[0]!.resolve();
    await settle();
    expect(flow.state()).toBe('details');
  });

  it('Next before the answer stays on the lines, with the message, when a day is booked', async () => {
    const flow = startFlow([RENT]);
    flow.next();
    flow.calls[0]!.resolve(['2026-12-01']);
    await settle();
    expect(flow.state()).toBe('lines');
    expect(Object.keys(flow.errors())).toEqual(['items.0.dates']);
  });

  it('a check that fails does not hold the visitor back (the server decides)', async () => {
    const flow = startFlow([RENT]);
    await vi.advanceTimersByTimeAsync(300);
    flow.calls[0]!.reject();
    await settle();
    expect(flow.check()?.status).toBe('failed');
    flow.next();
    expect(flow.state()).toBe('details');
  });

  it('asks nothing unless checkAvailability is on, and buy lines never', async () => {
    const off = startFlow([RENT], false);
    const buy = startFlow([{ equipment_id: 42, mode: 'buy', quantity: 1 }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(off.calls).toHaveLength(0);
    expect(buy.calls).toHaveLength(0);
    off.next();
    expect(off.state()).toBe('details');
  });
});
