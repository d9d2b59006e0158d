import type { Schemas } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { linesToRequestAgain } from './request-again';

const TODAY = '2027-03-10';

function sent(overrides: Partial<Schemas['QuoteLine']> = {}): Schemas['QuoteLine'] {
  return {
    position: 1,
    equipment: { id: 7, title: 'Genie GS-1930 scissor lift' },
    mode: 'rent',
    quantity: 2,
    start_date: '2027-03-20',
    end_date: '2027-03-29',
    estimate: null,
    estimated_total: null,
    ...overrides,
  };
}

describe('linesToRequestAgain', () => {
  it('keeps the unit, mode, quantity and days of a rental that has not begun', () => {
    expect(linesToRequestAgain([sent()], TODAY)).toEqual({
      lines: [
        {
          equipment_id: 7,
          mode: 'rent',
          quantity: 2,
          title: 'Genie GS-1930 scissor lift',
          start_date: '2027-03-20',
          end_date: '2027-03-29',
        },
      ],
      gone: 0,
    });
    // Starting today is still allowed.
    expect(
      linesToRequestAgain([sent({ start_date: TODAY, end_date: TODAY })], TODAY).lines[0],
    ).toMatchObject({ start_date: TODAY, end_date: TODAY });
  });

  it('moves a rental whose days have begun to tomorrow, for as many days', () => {
    const [line] = linesToRequestAgain(
      [sent({ start_date: '2027-02-25', end_date: '2027-03-06' })], // 10 days
      TODAY,
    ).lines;
    expect(line).toMatchObject({ start_date: '2027-03-11', end_date: '2027-03-20' });
    // Across a month end and a leap day.
    const [leap] = linesToRequestAgain(
      [sent({ start_date: '2027-01-01', end_date: '2027-01-03' })],
      '2028-02-28',
    ).lines;
    expect(leap).toMatchObject({ start_date: '2028-02-29', end_date: '2028-03-02' });
  });

  it('gives a rental without days the default week from tomorrow, and a purchase no days', () => {
    const { lines } = linesToRequestAgain(
      [
        sent({ start_date: null, end_date: null }),
        sent({ position: 2, mode: 'buy', quantity: 1, start_date: null, end_date: null }),
      ],
      TODAY,
    );
    expect(lines[0]).toMatchObject({ start_date: '2027-03-11', end_date: '2027-03-17' });
    expect(lines[1]).toEqual({
      equipment_id: 7,
      mode: 'buy',
      quantity: 1,
      title: 'Genie GS-1930 scissor lift',
    });
  });

  it('leaves out and counts the lines whose unit was deleted', () => {
    expect(
      linesToRequestAgain([sent({ equipment: null }), sent({ position: 2 })], TODAY),
    ).toMatchObject({ lines: [{ equipment_id: 7 }], gone: 1 });
  });
});
