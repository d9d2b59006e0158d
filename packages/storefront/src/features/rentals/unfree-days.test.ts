import { ApiError } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { unfreeDaysOf } from './unfree-days';

const conflict = (days?: unknown, status = 409) =>
  new ApiError(status, 'Conflict', {
    message: 'The unit is not free on those days.',
    slug: 'conflict',
    ...(days === undefined ? {} : { days }),
  });

describe('the days a 409 of an extension names (its body’s days)', () => {
  it('groups consecutive days into runs, across a month’s end', () => {
    expect(unfreeDaysOf(conflict(['2027-03-15', '2027-03-16', '2027-03-19']))).toEqual([
      ['2027-03-15', '2027-03-16'],
      ['2027-03-19', '2027-03-19'],
    ]);
    expect(unfreeDaysOf(conflict(['2027-02-27', '2027-02-28', '2027-03-01']))).toEqual([
      ['2027-02-27', '2027-03-01'],
    ]);
  });

  it('does not read the message: days written only there are not taken', () => {
    const error = new ApiError(409, 'Conflict', {
      message: 'JLG 450AJ boom lift is not free on 2027-03-15.',
      slug: 'conflict',
    });
    expect(unfreeDaysOf(error)).toEqual([]);
  });

  it('nothing for another conflict, another status, a malformed list or another error', () => {
    expect(unfreeDaysOf(conflict())).toEqual([]);
    expect(unfreeDaysOf(conflict(['2027-03-15'], 422))).toEqual([]);
    expect(unfreeDaysOf(conflict(['15/03/2027']))).toEqual([]);
    expect(unfreeDaysOf(conflict('2027-03-15'))).toEqual([]);
    expect(unfreeDaysOf(new Error('2027-03-15'))).toEqual([]);
  });
});
