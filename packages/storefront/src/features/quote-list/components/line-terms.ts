import type { I18n } from '@lingui/core';
import { formatDateRange, type QuoteLine } from '@liftline/sdk';
import { translate } from '@/utils/translate';

const messages = {
  buy: /*i18n*/ { id: 'quoteList.terms.buy', message: 'Buy {quantity}' },
  rent: /*i18n*/ { id: 'quoteList.terms.rent', message: 'Rent {quantity}' },
  rentDates: /*i18n*/ {
    id: 'quoteList.terms.rentDates',
    message: 'Rent {quantity} · {dates}',
  },
};

/** "Rent 2 · Dec 3 – 12, 2026" (a range, `formatDateRange`) / "Buy 1", in the language of `i18n` (days for `tag`). */
export function lineTerms(
  line: {
    mode: QuoteLine['mode'];
    quantity: number;
    start_date?: string | null;
    end_date?: string | null;
  },
  i18n: I18n,
  tag = 'en-US',
): string {
  const { quantity, start_date: start, end_date: end } = line;
  if (line.mode === 'buy') return translate(i18n, messages.buy, { quantity });
  if (!start || !end) return translate(i18n, messages.rent, { quantity });
  return translate(i18n, messages.rentDates, { quantity, dates: formatDateRange(start, end, tag) });
}
