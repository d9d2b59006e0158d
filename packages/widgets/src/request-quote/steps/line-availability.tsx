import {
  AVAILABILITY_MAX_DAYS,
  availabilityVerdict,
  hasRange,
  type LineAvailability,
  type QuoteLine,
} from '@liftline/sdk';
import type { QuoteWords as Words } from '../quote-words';

/** The line's check, when it is about the line's current dates. */
function currentCheck(line: QuoteLine, check: LineAvailability | undefined) {
  return hasRange(line) && check?.from === line.start_date ? check : undefined;
}

/** Next was refused for the line's dates (`items.N.dates`): which days lack units. */
export function datesProblem(
  line: QuoteLine,
  check: LineAvailability | undefined,
  words: Words,
): string | undefined {
  const current = currentCheck(line, check);
  if (current?.status !== 'checked') return undefined;
  const { short, booked, free, fleet } = availabilityVerdict(current.result, line.quantity);
  if (!short.length) return undefined;
  return booked ? words.datesBooked(short) : words.datesShort(free, fleet, short);
}

/**
 * What the check of a rent line's dates says, below them: checking, free, the booked days, or that
 * it could not be checked (the visitor may go on). `warningsOnly`: only the last two (the last look).
 */
export function LineAvailabilityNote({
  line,
  check,
  words,
  warningsOnly = false,
}: {
  line: QuoteLine;
  check: LineAvailability | undefined;
  words: Words;
  warningsOnly?: boolean;
}) {
  const current = currentCheck(line, check);
  if (!current) return null;
  let text: string = words.availabilityChecking;
  let tone: 'ok' | 'short' | 'unknown' = 'unknown';
  if (current.status === 'failed') text = words.availabilityFailed;
  else if (current.status === 'checked') {
    const { short, booked, free, fleet } = availabilityVerdict(current.result, line.quantity);
    tone = short.length ? 'short' : 'ok';
    text = !short.length
      ? words.availabilityFree(free, fleet)
      : booked
        ? words.availabilityBooked(short)
        : words.availabilityShort(free, fleet, short);
    if (current.to !== line.end_date) text = words.availabilityCut(text, AVAILABILITY_MAX_DAYS);
  }
  if (warningsOnly && current.status !== 'failed' && tone !== 'short') return null;
  return (
    <p className="lf-quote__availability" data-tone={tone} aria-live="polite">
      {text}
    </p>
  );
}
