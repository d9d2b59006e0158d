import type { QuoteDocumentLanguage } from './quote-document';

/** The locale each document language formats in: US dollars and US dates in both (es-US). */
const LOCALE: Record<QuoteDocumentLanguage, string> = { en: 'en-US', es: 'es-US' };

// Intl separates some parts with no-break spaces (U+00A0, U+202F): plain spaces read and extract
// the same everywhere.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// Intl formatters are slow to make and cheap to reuse: one of each kind per language.
const formatters = new Map<string, { format(value: number | Date): string }>();
function cached<T extends { format(value: never): string }>(key: string, make: () => T): T {
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format as never);
  }
  return format;
}

/** `$1,150.50` (both languages). */
export function formatMoney(language: QuoteDocumentLanguage, amount: number): string {
  return plainSpaces(
    cached(
      `money:${language}`,
      () => new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'USD' }),
    ).format(amount),
  );
}

/** A quantity: `1`, `2.5`, `1,000`. */
export function formatQuantity(language: QuoteDocumentLanguage, quantity: number): string {
  return plainSpaces(
    cached(
      `quantity:${language}`,
      () => new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 3 }),
    ).format(quantity),
  );
}

/** A fraction as a percentage with a space before the sign: 0.0825 → `8.25 %`, 0.15 → `15 %`. */
export function formatPercent(language: QuoteDocumentLanguage, fraction: number): string {
  // Through an integer of millionths so 0.0825 × 100 does not print 8.250000000000002.
  const percent = Math.round(fraction * 1_000_000) / 10_000;
  const number = cached(
    `percent:${language}`,
    () => new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 4 }),
  ).format(percent);
  return `${plainSpaces(number)} %`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day `YYYY-MM-DD` → `Dec 3, 2026` / `3 dic 2026`. */
export function formatDay(language: QuoteDocumentLanguage, day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day (YYYY-MM-DD): ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return plainSpaces(
    cached(
      `day:${language}`,
      () =>
        new Intl.DateTimeFormat(LOCALE[language], {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
    )
      .format(date)
      // Some ICU versions abbreviate Spanish months with a period (`dic.`): the house style has none.
      .replace(/(\p{L})\./u, '$1'),
  );
}

/** A period of days: `Dec 3, 2026 – Dec 10, 2026`. */
export function formatPeriod(language: QuoteDocumentLanguage, start: string, end: string): string {
  return `${formatDay(language, start)} – ${formatDay(language, end)}`;
}

/** A moment in UTC, for people: `Dec 3, 2026, 14:05:09 UTC` / `3 dic 2026, 14:05:09 UTC`. */
export function formatUtcMoment(language: QuoteDocumentLanguage, moment: Date): string {
  const day = moment.toISOString().slice(0, 10);
  const time = moment.toISOString().slice(11, 19);
  return `${formatDay(language, day)}, ${time} UTC`;
}

/** `2026-12-03T14:05:09Z` (ISO 8601, seconds). */
export function isoUtcMoment(moment: Date): string {
  return `${moment.toISOString().slice(0, 19)}Z`;
}
