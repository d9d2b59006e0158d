import * as v from 'valibot';
import { requiredText, optionalText } from '@/lib/forms/schema-fields';
import type { RequestMove } from './request-actions';

/** The contract's limit (`RentalRequestUpdate.reason`). */
export const REASON_MAX = 1000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a move sends besides its status (the back office stays English): a refusal needs its
 * reason (the customer reads it); a confirmed pickup needs its day; a scheduled visit may have one.
 */
export function moveSchema(move: RequestMove) {
  const day = v.pipe(v.string(), v.regex(ISO_DAY, 'Pick the pickup day'));
  const optionalDay = v.pipe(
    v.string(),
    v.check((value) => value === '' || ISO_DAY.test(value), 'Pick a day, or leave it empty'),
    v.transform((value) => value || null),
  );
  return v.object({
    reason:
      move === 'refused'
        ? requiredText('Say why: the customer reads it', REASON_MAX)
        : optionalText(REASON_MAX),
    pickup_date:
      move === 'confirmed'
        ? day
        : move === 'scheduled'
          ? optionalDay
          : v.pipe(
              v.string(),
              v.transform(() => null),
            ),
  });
}
