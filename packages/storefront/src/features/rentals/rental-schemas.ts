import type { I18n } from '@lingui/core';
import { addDays } from '@liftline/sdk';
import * as v from 'valibot';
import { optionalText, requiredText } from '@/lib/forms/schema-fields';
import { translate } from '@/utils/translate';

/** The contract's limits (`RentalExtensionInput`, `RentalOffRentInput`, `RentalServiceRequestInput`). */
export const RENTAL_LIMITS = {
  /** An extension ends at most this many days after the rental's start, both counted. */
  daysMax: 365,
  contactNameMax: 120,
  phoneMin: 7,
  phoneMax: 30,
  noteMax: 1000,
  descriptionMax: 2000,
  photoBytesMax: 10 * 1024 * 1024,
} as const;

/** The photo types the server keeps (others are a 415). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^[0-9+()\-. ]+$/;

const messages = {
  lastDay: /*i18n*/ { id: 'rentals.extend.lastDay', message: 'Pick the new last day' },
  notLater: /*i18n*/ {
    id: 'rentals.extend.notLater',
    message: 'Pick a day after the current last day, {day}',
  },
  tooLong: /*i18n*/ {
    id: 'rentals.extend.tooLong',
    message: 'A rental lasts at most {max} days: pick {day} or earlier',
  },
  pickupDay: /*i18n*/ { id: 'rentals.offRent.pickupDay', message: 'Pick the pickup day' },
  pickupPast: /*i18n*/ {
    id: 'rentals.offRent.pickupPast',
    message: 'The pickup day cannot be in the past',
  },
  pickupLate: /*i18n*/ {
    id: 'rentals.offRent.pickupLate',
    message: 'The pickup day can be at most the rental’s last day, {day}',
  },
  contactName: /*i18n*/ {
    id: 'rentals.offRent.contactNameRequired',
    message: 'Enter who will meet the driver on site',
  },
  phone: /*i18n*/ {
    id: 'rentals.offRent.phoneRequired',
    message: 'Enter a phone number on site',
  },
  phoneInvalid: /*i18n*/ {
    id: 'rentals.offRent.phoneInvalid',
    message: 'Enter a phone number of 7 to 30 digits, like (312) 555-0142',
  },
  description: /*i18n*/ {
    id: 'rentals.service.descriptionRequired',
    message: 'Tell the branch what is wrong',
  },
};

/** The days of a rental the forms check against. */
export interface RentalDays {
  start_date: string;
  end_date: string;
}

/** "Keep it longer": the new last day, after the current one and within 365 days of the start. */
export const extensionSchema = (i18n: I18n, rental: RentalDays, format = (day: string) => day) => {
  const latest = addDays(rental.start_date, RENTAL_LIMITS.daysMax - 1);
  return v.object({
    end_date: v.pipe(
      v.string(),
      v.regex(ISO_DAY, i18n._(messages.lastDay)),
      v.check(
        (day) => day > rental.end_date,
        translate(i18n, messages.notLater, { day: format(rental.end_date) }),
      ),
      v.check(
        (day) => day <= latest,
        translate(i18n, messages.tooLong, { max: RENTAL_LIMITS.daysMax, day: format(latest) }),
      ),
    ),
  });
};

/**
 * "Call it off": the pickup day (today or later; no later than the last day when that is not
 * past), who to meet on site, their phone, and a note for the driver.
 */
export const offRentSchema = (
  i18n: I18n,
  rental: Pick<RentalDays, 'end_date'>,
  today: string,
  format = (day: string) => day,
) =>
  v.object({
    pickup_date: v.pipe(
      v.string(),
      v.regex(ISO_DAY, i18n._(messages.pickupDay)),
      v.check((day) => day >= today, i18n._(messages.pickupPast)),
      v.check(
        (day) => rental.end_date < today || day <= rental.end_date,
        translate(i18n, messages.pickupLate, { day: format(rental.end_date) }),
      ),
    ),
    site_contact_name: requiredText(
      i18n._(messages.contactName),
      RENTAL_LIMITS.contactNameMax,
      i18n,
    ),
    site_contact_phone: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(i18n._(messages.phone)),
      v.regex(PHONE, i18n._(messages.phoneInvalid)),
      v.minLength(RENTAL_LIMITS.phoneMin, i18n._(messages.phoneInvalid)),
      v.maxLength(RENTAL_LIMITS.phoneMax, i18n._(messages.phoneInvalid)),
    ),
    note: optionalText(RENTAL_LIMITS.noteMax, i18n),
  });

/** "Report a problem": what is wrong (the photo is a file input of its own, sent as is). */
export const serviceSchema = (i18n: I18n) =>
  v.object({
    description: requiredText(i18n._(messages.description), RENTAL_LIMITS.descriptionMax, i18n),
  });
