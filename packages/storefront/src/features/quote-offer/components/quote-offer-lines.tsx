import { useLingui } from '@lingui/react';
import { Badge } from '@/components/ui/badge/badge';
import { useLocaleTag } from '@/i18n/use-locale';
import { formatDay, formatDecimal, formatUsd } from '@/utils/format';
import { translate } from '@/utils/translate';
import type { PublicQuote } from '../quote-offer-api';
import { CHARGE_KIND_LABELS, isRentLine, RATE_BASIS_LABELS } from '../quote-offer-labels';
import styles from './quote-offer.module.scss';

const messages = {
  caption: /*i18n*/ { id: 'quoteOffer.lines.caption', message: 'What the quote covers' },
  item: /*i18n*/ { id: 'quoteOffer.lines.item', message: 'Item' },
  dates: /*i18n*/ { id: 'quoteOffer.lines.dates', message: 'Dates' },
  quantity: /*i18n*/ { id: 'quoteOffer.lines.quantity', message: 'Quantity' },
  unitPrice: /*i18n*/ { id: 'quoteOffer.lines.unitPrice', message: 'Unit price' },
  total: /*i18n*/ { id: 'quoteOffer.lines.total', message: 'Total' },
  available: /*i18n*/ { id: 'quoteOffer.lines.available', message: 'Available for these dates' },
  unavailable: /*i18n*/ {
    id: 'quoteOffer.lines.unavailable',
    message: 'No longer free for these dates',
  },
  totals: /*i18n*/ { id: 'quoteOffer.totals.title', message: 'Totals' },
  rent: /*i18n*/ { id: 'quoteOffer.totals.rent', message: 'Rent' },
  percentOfRent: /*i18n*/ {
    id: 'quoteOffer.totals.percentOfRent',
    message: '{description} ({percent}% of rent)',
  },
  subtotal: /*i18n*/ { id: 'quoteOffer.totals.subtotal', message: 'Subtotal' },
  tax: /*i18n*/ { id: 'quoteOffer.totals.tax', message: 'Tax ({rate}%)' },
  grandTotal: /*i18n*/ { id: 'quoteOffer.totals.total', message: 'Total (USD)' },
};

/** A fraction as a percent without trailing zeros: 0.0825 → "8.25". */
export const percentOf = (fraction: number, tag: string) =>
  formatDecimal(Math.round(fraction * 1_000_000) / 10_000, 2, tag);

/** The quote's lines (a table; cards on a phone) with each rent line's availability now. */
export function QuoteOfferLines({ quote }: { quote: PublicQuote }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  // Whether the units are free matters while the quote can be accepted (and once it is: booked).
  const showAvailability = quote.status === 'sent' || quote.status === 'accepted';
  return (
    <table className={styles.lines}>
      <caption className={styles.caption}>{i18n._(messages.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{i18n._(messages.item)}</th>
          <th scope="col">{i18n._(messages.dates)}</th>
          <th scope="col" className={styles.number}>
            {i18n._(messages.quantity)}
          </th>
          <th scope="col" className={styles.number}>
            {i18n._(messages.unitPrice)}
          </th>
          <th scope="col" className={styles.number}>
            {i18n._(messages.total)}
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index} data-testid="quote-offer-line">
            <th scope="row" className={styles.item}>
              <span className={styles.description}>{line.description}</span>
              <span className={styles.basis}>{i18n._(RATE_BASIS_LABELS[line.rate_basis])}</span>
              {showAvailability && isRentLine(line) && line.availability ? (
                <Badge tone={line.availability === 'available' ? 'success' : 'danger'}>
                  {i18n._(
                    line.availability === 'available' ? messages.available : messages.unavailable,
                  )}
                </Badge>
              ) : null}
            </th>
            <td data-label={i18n._(messages.dates)}>
              {/* With their years: a quote may book into next year. */}
              {line.start_date && line.end_date
                ? `${formatDay(line.start_date, tag)} – ${formatDay(line.end_date, tag)}`
                : '—'}
            </td>
            <td data-label={i18n._(messages.quantity)} className={styles.number}>
              {formatDecimal(line.quantity, 2, tag)}
            </td>
            <td data-label={i18n._(messages.unitPrice)} className={styles.number}>
              {formatUsd(line.unit_price, tag)}
            </td>
            <td data-label={i18n._(messages.total)} className={styles.number}>
              <strong>{formatUsd(line.total, tag)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Rent, each charge, the subtotal, the tax and the total, as the server computed them. */
export function QuoteOfferTotals({ quote, headingId }: { quote: PublicQuote; headingId: string }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  return (
    <dl className={styles.totals} aria-labelledby={headingId} data-testid="quote-offer-totals">
      <div>
        <dt>{i18n._(messages.rent)}</dt>
        <dd>{formatUsd(quote.rent, tag)}</dd>
      </div>
      {quote.charges.map((charge, index) => {
        const description = charge.description || i18n._(CHARGE_KIND_LABELS[charge.kind]);
        return (
          <div key={index} data-testid="quote-offer-charge">
            <dt>
              {charge.percent !== null && charge.percent !== undefined
                ? translate(i18n, messages.percentOfRent, {
                    description,
                    percent: percentOf(charge.percent, tag),
                  })
                : description}
            </dt>
            <dd>{formatUsd(charge.amount, tag)}</dd>
          </div>
        );
      })}
      <div>
        <dt>{i18n._(messages.subtotal)}</dt>
        <dd data-testid="quote-offer-subtotal">{formatUsd(quote.subtotal, tag)}</dd>
      </div>
      <div>
        <dt>{translate(i18n, messages.tax, { rate: percentOf(quote.tax_rate, tag) })}</dt>
        <dd data-testid="quote-offer-tax">{formatUsd(quote.tax, tag)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{i18n._(messages.grandTotal)}</dt>
        <dd data-testid="quote-offer-total">{formatUsd(quote.total, tag)}</dd>
      </div>
    </dl>
  );
}
