import type { Queryable } from '../db/database';
import { withValues } from '../i18n/i18n';
import { leadMessages } from './lead-messages';
import { FieldErrors } from './lead-support';

/** A rent line of a request, with the field its refusal is reported on (`items.2.start_date`). */
export interface RentLineDays {
  field: string;
  equipment_id: number;
  start_date: string;
  end_date: string;
  quantity: number;
}

/** Consecutive days as ranges: `2026-12-08 – 2026-12-09, 2026-12-12` (ISO days: any language). */
export function describeDays(days: readonly string[]): string {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last[1]) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs.map(([from, to]) => (from === to ? from : `${from} – ${to}`)).join(', ');
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Refuses (422 on each line's `field`, naming the days) a request whose rent lines ask for more
 * units than are free on some of their days (held by the branch, or booked by a won quote). Run it
 * in the transaction that stores the request: it first shares the row every booking and release
 * takes its turn on (`booking_state`, migration 023), so a booking in flight is waited for and a
 * new one waits until the request is stored — the check and the write see the same bookings.
 */
export async function refuseUnfreeDays(tx: Queryable, lines: readonly RentLineDays[]) {
  if (!lines.length) return;
  await tx.query('select version from booking_state for share');
  const { rows } = await tx.query<{ line: number; day: string }>(
    `select l.line, to_char(d.day, 'YYYY-MM-DD') as day
       from unnest($1::int[], $2::int[], $3::date[], $4::date[], $5::int[])
              as l(line, equipment_id, start_date, end_date, quantity)
       join products p on p.id = l.equipment_id
       join equipment_booked_days d
         on d.equipment_id = l.equipment_id and d.day between l.start_date and l.end_date
      where p.fleet_quantity - d.booked < l.quantity
      order by l.line, d.day`,
    [
      lines.map((_, index) => index),
      lines.map((line) => line.equipment_id),
      lines.map((line) => line.start_date),
      lines.map((line) => line.end_date),
      lines.map((line) => line.quantity),
    ],
  );
  if (!rows.length) return;
  const problems = new FieldErrors();
  lines.forEach((line, index) => {
    const days = rows.filter((row) => row.line === index).map((row) => row.day);
    if (days.length)
      problems.add(
        line.field,
        withValues(leadMessages.notFree, { quantity: line.quantity, days: describeDays(days) }),
      );
  });
  problems.throwIfAny();
}
