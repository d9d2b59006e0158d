import type { Schemas } from '@liftline/sdk';

/** 10 days at $210 a day, $1,150 a week: 1 week + 3 days = $1,780 (daily only: $2,100). */
export const TEN_DAY_ESTIMATE: Schemas['RentalEstimate'] = {
  days: 10,
  periods: [
    { period: 'week', count: 1, rate: 1150, amount: 1150 },
    { period: 'day', count: 3, rate: 210, amount: 630 },
  ],
  total: 1780,
  daily_only: 2100,
};

/** A sent quote list line as stored: 2 units rented for 10 days with the estimate above. */
export function aStoredLine(overrides: Partial<Schemas['QuoteLine']> = {}): Schemas['QuoteLine'] {
  return {
    position: 1,
    equipment: { id: 31, title: 'Genie GS-1930 scissor lift' },
    mode: 'rent',
    quantity: 2,
    start_date: '2027-03-20',
    end_date: '2027-03-29',
    estimate: TEN_DAY_ESTIMATE,
    estimated_total: 3560,
    ...overrides,
  };
}
