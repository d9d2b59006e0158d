import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultRentalDates,
  linePrice,
  lineProblems,
  listProblems,
  MAX_START_DAYS_AHEAD,
  newQuoteLine,
  offeredModes,
  toQuoteItems,
} from './quote-lines';

const TODAY = '2026-12-01';
const rent = (start_date?: string, end_date?: string, quantity = 1) => ({
  equipment_id: 7,
  mode: 'rent' as const,
  quantity,
  start_date,
  end_date,
});

describe('new lines', () => {
  it('rents from tomorrow for a week by default, across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(defaultRentalDates('2026-12-30')).toEqual({
      start_date: '2026-12-31',
      end_date: '2027-01-06',
    });
    expect(newQuoteLine({ id: 7, title: 'Forklift' }, 'rent', TODAY)).toEqual({
      equipment_id: 7,
      mode: 'rent',
      quantity: 1,
      title: 'Forklift',
      start_date: '2026-12-02',
      end_date: '2026-12-08',
    });
    expect(newQuoteLine({ id: 9, title: 'Loader' }, 'buy', TODAY)).toEqual({
      equipment_id: 9,
      mode: 'buy',
      quantity: 1,
      title: 'Loader',
    });
    expect(offeredModes({ for_rent: true, for_sale: true })).toEqual(['rent', 'buy']);
    expect(offeredModes({ for_rent: false, for_sale: true })).toEqual(['buy']);
  });
});

describe('linePrice', () => {
  const unit = { rental_rates: { daily: 210, weekly: 1150, monthly: 3900 }, sale_price: 64000 };
  it('estimates a rent line for each unit and the quantity; prices a purchase', () => {
    const price = linePrice(unit, rent('2026-12-02', '2026-12-11', 2));
    expect(price.estimate?.lines.map(({ period, count }) => [period, count])).toEqual([
      ['week', 1],
      ['day', 3],
    ]);
    expect([price.each, price.total]).toEqual([1780, 3560]);
    expect(linePrice(unit, { equipment_id: 9, mode: 'buy', quantity: 2 }).total).toBe(128000);
    expect(linePrice(unit, rent('2026-12-02')).total).toBeNull();
    expect(linePrice(unit, rent('2026-12-01', '2027-12-01')).total).toBeNull(); // 366 days
    expect(linePrice({ ...unit, rental_rates: null }, rent('2026-12-02', '2026-12-03')).total).toBe(
      null,
    );
  });
});

describe('lineProblems', () => {
  it('asks rent lines for both dates, not in the past, in order, at most 365 days', () => {
    expect(lineProblems(rent(), TODAY)).toEqual({
      start_date: 'Choose the first rental day.',
      end_date: 'Choose the last rental day.',
    });
    expect(lineProblems(rent('2026-11-30', '2026-12-02'), TODAY)).toEqual({
      start_date: 'Choose today or a later day.',
    });
    expect(lineProblems(rent('2026-12-05', '2026-12-04'), TODAY)).toEqual({
      end_date: 'The last day is before the first day.',
    });
    expect(lineProblems(rent('2026-12-01', '2027-12-01'), TODAY)).toEqual({
      end_date: 'Rent for 365 days at most.',
    });
    expect(lineProblems(rent('2026-12-01', '2027-11-30'), TODAY)).toEqual({});
  });

  it('takes starts up to MAX_START_DAYS_AHEAD days ahead, as the API does', () => {
    const latest = addDays(TODAY, MAX_START_DAYS_AHEAD);
    expect(lineProblems(rent(latest, addDays(latest, 6)), TODAY)).toEqual({});
    expect(lineProblems(rent('9999-12-01', '9999-12-05'), TODAY)).toEqual({
      start_date: `Choose a day up to two years ahead (${latest} at the latest).`,
    });
  });

  it('keeps the quantity within the fleet when it is known; buy lines need no dates', () => {
    expect(lineProblems({ equipment_id: 9, mode: 'buy', quantity: 4 }, TODAY, 3)).toEqual({
      quantity: 'The branch has 3 of this unit: ask for 3 at most.',
    });
    expect(lineProblems({ equipment_id: 9, mode: 'buy', quantity: 4 }, TODAY)).toEqual({});
    expect(lineProblems({ equipment_id: 9, mode: 'buy', quantity: 0 }, TODAY)).toEqual({
      quantity: 'Ask for 1 unit or more.',
    });
  });

  it('names each problem as the API does (items.N.field)', () => {
    expect(listProblems([rent('2026-12-02', '2026-12-03'), rent('2026-12-02')], TODAY)).toEqual({
      'items.1.end_date': ['Choose the last rental day.'],
    });
  });
});

describe('toQuoteItems', () => {
  it('sends dates with rent lines only, and never the stored title', () => {
    expect(
      toQuoteItems([
        { ...rent('2026-12-02', '2026-12-03'), title: 'Forklift' },
        { equipment_id: 9, mode: 'buy', quantity: 1, start_date: '2026-12-02', title: 'Loader' },
      ]),
    ).toEqual([
      {
        equipment_id: 7,
        mode: 'rent',
        quantity: 1,
        start_date: '2026-12-02',
        end_date: '2026-12-03',
      },
      { equipment_id: 9, mode: 'buy', quantity: 1 },
    ]);
  });
});
