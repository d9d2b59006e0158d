import { ApiError } from '@liftline/sdk';

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();

/**
 * The days a 409 of an extension names (the error body's `days`, ISO and ascending), as runs of
 * consecutive days `[from, to]`; empty when the answer is not such a 409 (another conflict:
 * already called off, an extension already waiting).
 */
export function unfreeDaysOf(error: unknown): [from: string, to: string][] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const days = (error.body as { days?: unknown } | null)?.days;
  if (!Array.isArray(days)) return [];
  const runs: [string, string][] = [];
  for (const day of days) {
    if (typeof day !== 'string' || !ISO_DAY.test(day)) return [];
    const last = runs.at(-1);
    if (last && next(last[1]).startsWith(day)) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
