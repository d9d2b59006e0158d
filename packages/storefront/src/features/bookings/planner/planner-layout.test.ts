import { describe, expect, it } from 'vitest';
import { barsOnDay, placeBars, unitsTaken, type PlannerBar } from './planner-layout';

const FROM = '2026-12-01';
const DAYS = 14; // Dec 1 – Dec 14

function aBar(start_date: string, end_date: string, over: Partial<PlannerBar> = {}): PlannerBar {
  return {
    kind: 'hold',
    start_date,
    end_date,
    quantity: 1,
    booking_id: 1,
    request_id: null,
    lead_reference: null,
    ...over,
  };
}

describe('bars on a row', () => {
  it('are placed by their days: first and last column, both counted', () => {
    const { placed, lanes } = placeBars([aBar('2026-12-03', '2026-12-05')], FROM, DAYS);
    expect(placed).toEqual([
      expect.objectContaining({
        first: 2,
        last: 4,
        startsBefore: false,
        endsAfter: false,
        lane: 0,
      }),
    ]);
    expect(lanes).toBe(1);
    const [oneDay] = placeBars([aBar('2026-12-01', '2026-12-01')], FROM, DAYS).placed;
    expect(oneDay).toMatchObject({ first: 0, last: 0 });
  });

  it('are clipped at the range edges and say so; bars wholly outside are left out', () => {
    const { placed } = placeBars(
      [
        aBar('2026-11-20', '2026-12-02', { booking_id: 1 }),
        aBar('2026-12-13', '2027-01-10', { booking_id: 2 }),
        aBar('2026-11-01', '2027-02-01', { booking_id: 3 }),
        aBar('2026-11-01', '2026-11-30', { booking_id: 4 }),
        aBar('2026-12-15', '2026-12-20', { booking_id: 5 }),
      ],
      FROM,
      DAYS,
    );
    const byId = new Map(placed.map((bar) => [bar.bar.booking_id, bar]));
    expect(byId.get(1)).toMatchObject({ first: 0, last: 1, startsBefore: true, endsAfter: false });
    expect(byId.get(2)).toMatchObject({
      first: 12,
      last: 13,
      startsBefore: false,
      endsAfter: true,
    });
    expect(byId.get(3)).toMatchObject({ first: 0, last: 13, startsBefore: true, endsAfter: true });
    expect(byId.has(4)).toBe(false);
    expect(byId.has(5)).toBe(false);
  });

  it('that overlap go on separate lanes; a lane is reused once its bar has ended', () => {
    const { placed, lanes } = placeBars(
      [
        aBar('2026-12-02', '2026-12-06', { booking_id: 1 }),
        aBar('2026-12-04', '2026-12-08', { booking_id: 2 }),
        aBar('2026-12-07', '2026-12-09', { booking_id: 3 }),
        aBar('2026-12-06', '2026-12-06', { booking_id: 4, kind: 'off_rent', request_id: 9 }),
      ],
      FROM,
      DAYS,
    );
    const lane = Object.fromEntries(placed.map((bar) => [bar.bar.booking_id, bar.lane]));
    expect(lane).toEqual({ 1: 0, 2: 1, 4: 2, 3: 0 });
    expect(lanes).toBe(3);
    expect(placeBars([], FROM, DAYS).lanes).toBe(1);
  });

  it('a day is taken by bookings (won leads and holds), not by the requests on it', () => {
    const { placed } = placeBars(
      [
        aBar('2026-12-02', '2026-12-04', {
          quantity: 2,
          kind: 'lead',
          lead_reference: 'Q-2026-000001',
        }),
        aBar('2026-12-04', '2026-12-05', { quantity: 1 }),
        aBar('2026-12-04', '2026-12-06', { quantity: 1, kind: 'extension', request_id: 3 }),
      ],
      FROM,
      DAYS,
    );
    expect(unitsTaken(placed, 3)).toBe(3);
    expect(unitsTaken(placed, 1)).toBe(2);
    expect(unitsTaken(placed, 5)).toBe(0);
    expect(barsOnDay(placed, 5).map(({ bar }) => bar.kind)).toEqual(['extension']);
  });
});
