import {
  localToday,
  rentalDays,
  type QuoteLine,
  type Schemas,
  addDays,
  defaultRentalDates,
} from '@liftline/sdk';

export interface RequestAgain {
  /** The quote list lines that ask for the same units again. */
  lines: QuoteLine[];
  /** Lines left out: their unit was deleted since. */
  gone: number;
}

/** The same number of days from tomorrow when the old range has begun; the old days otherwise. */
function rentalDates(line: Schemas['QuoteLine'], today: string) {
  if (!line.start_date || !line.end_date) return defaultRentalDates(today);
  if (line.start_date >= today) return { start_date: line.start_date, end_date: line.end_date };
  const start = addDays(today, 1);
  return {
    start_date: start,
    end_date: addDays(start, rentalDays(line.start_date, line.end_date) - 1),
  };
}

/**
 * "Request again": a sent request's lines as quote list lines, same units, modes and quantities.
 * A rental whose days have begun moves to start tomorrow for as many days; a unit deleted since
 * is left out (and counted). Whether the unit is still published and free is checked by the list.
 */
export function linesToRequestAgain(
  sent: readonly Schemas['QuoteLine'][],
  today: string = localToday(),
): RequestAgain {
  const lines: QuoteLine[] = [];
  let gone = 0;
  for (const line of sent) {
    if (!line.equipment) {
      gone += 1;
      continue;
    }
    lines.push({
      equipment_id: line.equipment.id,
      mode: line.mode,
      quantity: line.quantity,
      title: line.equipment.title,
      ...(line.mode === 'rent' ? rentalDates(line, today) : {}),
    });
  }
  return { lines, gone };
}
