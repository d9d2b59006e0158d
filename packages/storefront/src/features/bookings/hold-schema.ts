import type { I18n } from '@lingui/core';
import { addDays, localToday, MAX_START_DAYS_AHEAD, rentalDays } from '@liftline/sdk';
import * as v from 'valibot';
import { tooLong } from '@/lib/forms/schema-fields';
import { translate } from '@/utils/translate';

/** The contract's limits (`HoldInput`). */
export const HOLD_LIMITS = { quantityMax: 999, noteMax: 500, daysMax: 365 } as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const messages = {
  quantity: /*i18n*/ {
    id: 'bookings.hold.quantity',
    message: 'Enter how many whole units to hold',
  },
  quantityMin: /*i18n*/ { id: 'bookings.hold.quantityMin', message: 'Hold at least 1 unit' },
  quantityMax: /*i18n*/ { id: 'bookings.hold.quantityMax', message: 'Hold at most {max} units' },
  firstDay: /*i18n*/ { id: 'bookings.hold.firstDay', message: 'Pick the first day' },
  firstDayPast: /*i18n*/ {
    id: 'bookings.hold.firstDayPast',
    message: 'The first day cannot be in the past',
  },
  firstDayFar: /*i18n*/ {
    id: 'bookings.hold.firstDayFar',
    message: 'The first day can be at most two years ahead',
  },
  lastDay: /*i18n*/ { id: 'bookings.hold.lastDay', message: 'Pick the last day' },
  lastBeforeFirst: /*i18n*/ {
    id: 'bookings.hold.lastBeforeFirst',
    message: 'The last day cannot be before the first',
  },
  tooManyDays: /*i18n*/ { id: 'bookings.hold.tooManyDays', message: 'Hold at most {max} days' },
};

/**
 * The "Hold units" form: how many, the first and last day (both held), and an internal note;
 * messages in the language of `i18n`.
 */
export const holdSchema = (i18n: I18n) =>
  v.pipe(
    v.object({
      quantity: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d{1,4}$/, i18n._(messages.quantity)),
        v.transform(Number),
        v.minValue(1, i18n._(messages.quantityMin)),
        v.maxValue(
          HOLD_LIMITS.quantityMax,
          translate(i18n, messages.quantityMax, { max: HOLD_LIMITS.quantityMax }),
        ),
      ),
      start_date: v.pipe(
        v.string(),
        v.regex(ISO_DAY, i18n._(messages.firstDay)),
        v.check((day) => day >= localToday(), i18n._(messages.firstDayPast)),
        v.check(
          (day) => day <= addDays(localToday(), MAX_START_DAYS_AHEAD),
          i18n._(messages.firstDayFar),
        ),
      ),
      end_date: v.pipe(v.string(), v.regex(ISO_DAY, i18n._(messages.lastDay))),
      note: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(HOLD_LIMITS.noteMax, tooLong(HOLD_LIMITS.noteMax, i18n)),
        v.transform((note) => note || null),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['start_date'], ['end_date']],
        ({ start_date, end_date }) => end_date >= start_date,
        i18n._(messages.lastBeforeFirst),
      ),
      ['end_date'],
    ),
    v.forward(
      v.partialCheck(
        [['start_date'], ['end_date']],
        ({ start_date, end_date }) =>
          end_date < start_date || rentalDays(start_date, end_date) <= HOLD_LIMITS.daysMax,
        translate(i18n, messages.tooManyDays, { max: HOLD_LIMITS.daysMax }),
      ),
      ['end_date'],
    ),
  );

export type HoldValues = v.InferInput<ReturnType<typeof holdSchema>>;
