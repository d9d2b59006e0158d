import { ApiError } from '@liftline/sdk';

const DAY = '\\d{4}-\\d{2}-\\d{2}';
const RUN = new RegExp(`(${DAY})(?:\\s*[–-]\\s*(${DAY}))?`, 'g');

/**
 * The runs of days a 409 of an extension names (`… is not free on 2026-12-08 – 2026-12-09,
 * 2026-12-12 (held, …)`: ISO days in any language), as `[from, to]` pairs; empty when the answer
 * is not such a 409 (another conflict: already called off, an extension already waiting).
 */
export function unfreeDaysOf(error: unknown): [from: string, to: string][] {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.serverMessage) return [];
  return [...error.serverMessage.matchAll(RUN)].map((match) => [match[1]!, match[2] ?? match[1]!]);
}
