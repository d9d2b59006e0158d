import { ApiError } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { unfreeDaysOf } from './unfree-days';

const conflict = (message: string, status = 409) =>
  new ApiError(status, 'Conflict', { message, slug: 'conflict' });

describe('the days a 409 of an extension names', () => {
  it('reads runs and single days, whatever the language around them', () => {
    expect(
      unfreeDaysOf(
        conflict(
          'JLG 450AJ boom lift is not free on 2027-03-15 – 2027-03-16, 2027-03-19 (held, or booked by another rental). Nothing was changed.',
        ),
      ),
    ).toEqual([
      ['2027-03-15', '2027-03-16'],
      ['2027-03-19', '2027-03-19'],
    ]);
    expect(unfreeDaysOf(conflict('La unidad no está libre el 2027-03-15.'))).toEqual([
      ['2027-03-15', '2027-03-15'],
    ]);
  });

  it('nothing for another conflict, another status or another error', () => {
    expect(unfreeDaysOf(conflict('An extension of this rental is already waiting.'))).toEqual([]);
    expect(unfreeDaysOf(conflict('end_date 2027-03-15', 422))).toEqual([]);
    expect(unfreeDaysOf(new Error('2027-03-15'))).toEqual([]);
  });
});
