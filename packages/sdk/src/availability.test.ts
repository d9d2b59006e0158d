import { describe, expect, it } from 'vitest';
import {
  availabilityProblems,
  availabilityRange,
  availabilityVerdict,
  dayRanges,
  linesNotFree,
  type LineAvailability,
} from './availability';
import type { QuoteLine } from './quote-list';

const day = (date: string, available: number) => ({ date, available, fleet: 3 });

describe('availability of a rent line', () => {
  it('asks about the line’s range, at most 180 days, else today', () => {
    const line: QuoteLine = { equipment_id: 1, mode: 'rent', quantity: 1 };
    expect(availabilityRange(line, '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(
      availabilityRange(
        { ...line, start_date: '2026-12-01', end_date: '2027-11-30' },
        '2026-11-21',
      ),
    ).toEqual({ from: '2026-12-01', to: '2027-05-29' });
  });

  it('runs consecutive days into ranges, across months', () => {
    expect(dayRanges(['2026-11-30', '2026-12-01', '2026-12-03'])).toEqual([
      ['2026-11-30', '2026-12-01'],
      ['2026-12-03', '2026-12-03'],
    ]);
  });

  it('names the days short of the quantity, booked or only a few free', () => {
    const days = [day('2026-12-03', 0), day('2026-12-04', 0), day('2026-12-05', 3)];
    expect(availabilityVerdict({ fleet: 3, days }, 1)).toEqual({
      short: [['2026-12-03', '2026-12-04']],
      booked: true,
      free: 0,
      fleet: 3,
    });
    const some = [day('2026-12-03', 1), day('2026-12-04', 2), day('2026-12-05', 3)];
    expect(availabilityVerdict({ fleet: 3, days: some }, 3)).toMatchObject({
      short: [['2026-12-03', '2026-12-04']],
      booked: false,
      free: 2,
    });
    expect(availabilityVerdict({ fleet: 3, days: some }, 1)).toMatchObject({ short: [], free: 1 });
  });

  it('refuses only lines whose answered check lacks units on their dates', () => {
    const line: QuoteLine = {
      equipment_id: 7,
      mode: 'rent',
      quantity: 2,
      start_date: '2026-12-03',
      end_date: '2026-12-04',
    };
    const checked = (available: number): LineAvailability => ({
      id: 7,
      from: '2026-12-03',
      to: '2026-12-04',
      status: 'checked',
      result: {
        equipment_id: 7,
        fleet: 3,
        from: '2026-12-03',
        to: '2026-12-04',
        days: [day('2026-12-03', 3), day('2026-12-04', available)],
      },
    });
    const buy: QuoteLine = { equipment_id: 8, mode: 'buy', quantity: 1 };
    expect(Object.keys(availabilityProblems([buy, line], { 7: checked(1) }))).toEqual([
      'items.1.dates',
    ]);
    expect(availabilityProblems([line], { 7: checked(2) })).toEqual({});
    expect(
      availabilityProblems([line], {
        7: { id: 7, from: '2026-12-03', to: '2026-12-04', status: 'failed' },
      }),
    ).toEqual({});
  });
});

describe('linesNotFree: the rule of a rental’s dates, as the API applies it', () => {
  const answer = (from: string, days: ReturnType<typeof day>[]) => ({ from, fleet: 3, days });
  const rent: QuoteLine = {
    equipment_id: 7,
    mode: 'rent',
    quantity: 1,
    start_date: '2026-12-07',
    end_date: '2026-12-09',
  };
  const held = answer('2026-12-07', [
    day('2026-12-07', 3),
    day('2026-12-08', 0),
    day('2026-12-09', 0),
  ]);

  it('refuses a rent line on the field the API names, with its short days', () => {
    const buy: QuoteLine = { equipment_id: 8, mode: 'buy', quantity: 1 };
    expect(linesNotFree([buy, rent], () => held)).toEqual([
      {
        index: 1,
        field: 'items.1.start_date',
        verdict: { short: [['2026-12-08', '2026-12-09']], booked: true, free: 0, fleet: 3 },
      },
    ]);
  });

  it('leaves the decision to the API while unknown, or when the answer is about other dates', () => {
    expect(linesNotFree([rent], () => undefined)).toEqual([]);
    expect(linesNotFree([{ ...rent, start_date: '2026-12-06' }], () => held)).toEqual([]);
    expect(linesNotFree([{ ...rent, end_date: undefined }], () => held)).toEqual([]);
  });

  it('takes a line whose quantity is free every day', () => {
    const free = answer('2026-12-07', [day('2026-12-07', 2), day('2026-12-08', 2)]);
    expect(linesNotFree([{ ...rent, quantity: 2 }], () => free)).toEqual([]);
    expect(linesNotFree([{ ...rent, quantity: 3 }], () => free)[0]?.verdict.short).toEqual([
      ['2026-12-07', '2026-12-08'],
    ]);
  });
});
