import { describe, expect, it } from 'vitest';
import type { Schemas } from './api-types';
import { branchLocalTime, branchOpenState, weeklyHoursRows } from './branch-hours';

type Subject = Pick<Schemas['Branch'], 'weekly_hours' | 'closures' | 'time_zone'>;

const weekdays = (opens: string, closes: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }));

const branch = (overrides: Partial<Subject> = {}): Subject => ({
  weekly_hours: [...weekdays('09:00', '17:00'), { day: 'sat', opens: '08:00', closes: '12:00' }],
  closures: [],
  time_zone: 'America/New_York',
  ...overrides,
});

// Wednesday 2026-11-18, 16:30 UTC: 11:30 in New York (EST, UTC−5), 08:30 in Los Angeles (PST).
const WEDNESDAY_1630_UTC = new Date('2026-11-18T16:30:00Z');

describe('branchOpenState', () => {
  it('works on the branch’s clock: the same instant is open in New York, closed in Los Angeles', () => {
    const newYork = branchOpenState(branch(), WEDNESDAY_1630_UTC);
    expect(newYork).toMatchObject({
      open: true,
      today: { opens: '09:00', closes: '17:00' },
      closure: null,
      next: null,
      local: { date: '2026-11-18', day: 'wed', time: '11:30' },
    });

    const losAngeles = branchOpenState(
      branch({ time_zone: 'America/Los_Angeles' }),
      WEDNESDAY_1630_UTC,
    );
    expect(losAngeles).toMatchObject({
      open: false,
      today: { opens: '09:00', closes: '17:00' },
      local: { day: 'wed', time: '08:30' },
      next: { date: '2026-11-18', day: 'wed', opens: '09:00', today: true },
    });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    const at = (iso: string) => branchOpenState(branch(), new Date(iso)).open;
    expect(at('2026-11-18T13:59:00Z')).toBe(false); // 08:59 EST
    expect(at('2026-11-18T14:00:00Z')).toBe(true); // 09:00
    expect(at('2026-11-18T21:59:00Z')).toBe(true); // 16:59
    expect(at('2026-11-18T22:00:00Z')).toBe(false); // 17:00
  });

  it('uses the local date: late evening UTC is still the previous day in the branch', () => {
    // Sunday 2026-11-22 03:00 UTC is Saturday 19:00 in Los Angeles (closed after 12:00).
    const state = branchOpenState(
      branch({ time_zone: 'America/Los_Angeles' }),
      new Date('2026-11-22T03:00:00Z'),
    );
    expect(state.local).toEqual({ date: '2026-11-21', day: 'sat', time: '19:00' });
    expect(state.open).toBe(false);
    expect(state.today).toEqual({ opens: '08:00', closes: '12:00' });
    // Sunday is closed: next is Monday.
    expect(state.next).toEqual({ date: '2026-11-23', day: 'mon', opens: '09:00', today: false });
  });

  it('is closed on a weekday that is not listed', () => {
    const state = branchOpenState(branch(), new Date('2026-11-22T16:00:00Z')); // Sunday 11:00
    expect(state).toMatchObject({ open: false, today: null, closure: null });
    expect(state.next).toMatchObject({ day: 'mon', date: '2026-11-23' });
  });

  it('is closed all day on a holiday closure of today’s local date, and skips it for next', () => {
    const thanksgiving = { date: '2026-11-26', reason: 'Thanksgiving Day' };
    const dayAfter = { date: '2026-11-27', reason: 'Day after Thanksgiving' };
    const state = branchOpenState(
      branch({ closures: [thanksgiving, dayAfter] }),
      new Date('2026-11-26T16:00:00Z'), // Thursday 11:00 in New York
    );
    expect(state).toMatchObject({
      open: false,
      today: { opens: '09:00', closes: '17:00' },
      closure: thanksgiving,
    });
    expect(state.next).toEqual({ date: '2026-11-28', day: 'sat', opens: '08:00', today: false });
  });

  it('a closure on another date does not matter today', () => {
    const state = branchOpenState(
      branch({ closures: [{ date: '2026-11-26', reason: 'Thanksgiving Day' }] }),
      WEDNESDAY_1630_UTC,
    );
    expect(state).toMatchObject({ open: true, closure: null });
  });

  it('follows daylight saving time (New York, 2026-03-08)', () => {
    const hours = branch({
      weekly_hours: (['sat', 'sun', 'mon'] as const).map((day) => ({
        day,
        opens: '09:00',
        closes: '17:00',
      })),
    });
    // Saturday 2026-03-07 13:30 UTC: EST (UTC−5) → 08:30, not yet open.
    expect(branchOpenState(hours, new Date('2026-03-07T13:30:00Z'))).toMatchObject({
      open: false,
      local: { date: '2026-03-07', time: '08:30' },
    });
    // Sunday 2026-03-08 13:30 UTC: EDT (UTC−4) since 02:00 → 09:30, open.
    expect(branchOpenState(hours, new Date('2026-03-08T13:30:00Z'))).toMatchObject({
      open: true,
      local: { date: '2026-03-08', day: 'sun', time: '09:30' },
    });
  });

  it('Phoenix keeps standard time while Denver moves', () => {
    const summer = new Date('2026-07-01T15:30:00Z');
    expect(branchLocalTime('America/Phoenix', summer).time).toBe('08:30');
    expect(branchLocalTime('America/Denver', summer).time).toBe('09:30');
    expect(branchLocalTime('Pacific/Honolulu', summer).time).toBe('05:30');
  });

  it('writes midnight as 00:00', () => {
    expect(branchLocalTime('America/Chicago', new Date('2026-11-18T06:00:00Z'))).toEqual({
      date: '2026-11-18',
      day: 'wed',
      time: '00:00',
    });
  });

  it('has no next opening when the branch has no open day', () => {
    const state = branchOpenState(branch({ weekly_hours: [] }), WEDNESDAY_1630_UTC);
    expect(state).toMatchObject({ open: false, today: null, next: null });
  });
});

describe('weeklyHoursRows', () => {
  it('gives seven rows, Monday to Sunday, whatever the order sent', () => {
    const rows = weeklyHoursRows({
      weekly_hours: [
        { day: 'sat', opens: '08:00', closes: '12:00' },
        { day: 'mon', opens: '07:00', closes: '17:00' },
      ],
    });
    expect(rows.map((row) => [row.day, row.text])).toEqual([
      ['mon', '7:00\u00a0AM – 5:00\u00a0PM'],
      ['tue', 'Closed'],
      ['wed', 'Closed'],
      ['thu', 'Closed'],
      ['fri', 'Closed'],
      ['sat', '8:00\u00a0AM – 12:00\u00a0PM'],
      ['sun', 'Closed'],
    ]);
    expect(rows[0]!.hours).toEqual({ opens: '07:00', closes: '17:00' });
    expect(rows[1]!.hours).toBeNull();
  });

  it("writes the rows' hours for the reader's locale", () => {
    const branch = { weekly_hours: [{ day: 'mon' as const, opens: '05:30', closes: '16:30' }] };
    expect(weeklyHoursRows(branch, 'en-US')[0]!.text).toBe('5:30\u00a0AM – 4:30\u00a0PM');
    expect(weeklyHoursRows(branch, 'en-GB')[0]!.text).toBe('5:30 – 16:30');
    expect(weeklyHoursRows(branch, 'en-GB')[6]!.text).toBe('Closed');
  });
});
