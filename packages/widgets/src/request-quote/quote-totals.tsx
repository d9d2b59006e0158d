import { sdkMessages, type QuoteLine } from '@liftline/sdk';
import type { QuoteWords } from './quote-words';
import { formatUsd, requestTotals } from './quote-money';
import type { LineUnit } from './use-quote-flow';

/**
 * Below the lines (and on the last look): the rentals' estimate and the purchases' price, each on
 * its own line — never one sum of a week's rent and a sale price — and the lines priced on request.
 */
export function QuoteTotals({
  lines,
  units,
  words,
  locale,
}: {
  lines: readonly QuoteLine[];
  units: Record<number, LineUnit | undefined>;
  words: QuoteWords;
  locale: string;
}) {
  const { rent, buy, onRequest } = requestTotals(lines, units);
  return (
    <p className="lf-quote__total">
      {rent !== null ? (
        <>
          {words.rentTotal}{' '}
          <strong data-testid="quote-rent-total">{formatUsd(rent, locale)}</strong>
          <br />
        </>
      ) : null}
      {buy !== null ? (
        <>
          {words.buyTotal} <strong data-testid="quote-buy-total">{formatUsd(buy, locale)}</strong>
          <br />
        </>
      ) : null}
      {onRequest ? (
        <>
          {words.onRequestCount(onRequest)}
          <br />
        </>
      ) : null}
      <span className="lf-quote__muted">{sdkMessages(locale).estimateDisclaimer}</span>
    </p>
  );
}
