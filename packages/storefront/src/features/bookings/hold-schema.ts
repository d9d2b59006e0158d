import { addDays, localToday, MAX_START_DAYS_AHEAD, rentalDays } from '@liftline/sdk';
import * as v from 'valibot';
import { tooLong } from '@/lib/forms/schema-fields';

/** The contract's limits (`HoldInput`). */
export const HOLD_LIMITS = { quantityMax: 999, noteMax: 500, daysMax: 365 } as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The "Hold units" form: how many, the first and last day (both held), and an internal note. */
export const holdSchema = v.pipe(
  v.object({
    quantity: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,4}$/, 'Enter how many whole units to hold'),
      v.transform(Number),
      v.minValue(1, 'Hold at least 1 unit'),
      v.maxValue(HOLD_LIMITS.quantityMax, `Hold at most ${HOLD_LIMITS.quantityMax} units`),
    ),
    start_date: v.pipe(
      v.string(),
      v.regex(ISO_DAY, 'Pick the first day'),
      v.check((day) => day >= localToday(), 'The first day cannot be in the past'),
      v.check(
        (day) => day <= addDays(localToday(), MAX_START_DAYS_AHEAD),
        'The first day can be at most two years ahead',
      ),
    ),
    end_date: v.pipe(v.string(), v.regex(ISO_DAY, 'Pick the last day')),
    note: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(HOLD_LIMITS.noteMax, tooLong(HOLD_LIMITS.noteMax)),
      v.transform((note) => note || null),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      ({ start_date, end_date }) => end_date >= start_date,
      'The last day cannot be before the first',
    ),
    ['end_date'],
  ),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      ({ start_date, end_date }) =>
        end_date < start_date || rentalDays(start_date, end_date) <= HOLD_LIMITS.daysMax,
      `Hold at most ${HOLD_LIMITS.daysMax} days`,
    ),
    ['end_date'],
  ),
);

export type HoldValues = v.InferInput<typeof holdSchema>;
