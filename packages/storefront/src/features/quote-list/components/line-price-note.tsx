import { describeEstimate, type Equipment, type QuoteLine } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useLocaleTag } from '@/i18n/use-locale';
import { translate } from '@/utils/translate';
import { formatUsd, linePrice } from '../quote-lines';
import styles from './quote-list.module.scss';

const messages = {
  priceOnRequest: /*i18n*/ { id: 'quoteList.line.priceOnRequest', message: 'Price on request' },
  each: /*i18n*/ { id: 'quoteList.line.each', message: '{price} each' },
  eachTimes: /*i18n*/ {
    id: 'quoteList.line.eachTimes',
    message: '{price} each × {quantity} = {total}',
  },
  ratesOnRequest: /*i18n*/ { id: 'quoteList.line.ratesOnRequest', message: 'Rates on request' },
  chooseDates: /*i18n*/ {
    id: 'quoteList.line.chooseDates',
    message: 'Choose the dates for an estimate',
  },
};

/** The line's estimate: "1 × week $1,150 + 3 × day $210 = $1,780", times the quantity. */
export function LinePriceNote({ line, unit }: { line: QuoteLine; unit: Equipment }) {
  const { i18n } = useLingui();
  const tag = useLocaleTag();
  const price = linePrice(unit, line);
  const money = (amount: number) => formatUsd(amount, tag);
  if (line.mode === 'buy') {
    if (price.each === null)
      return <p className={styles.price}>{i18n._(messages.priceOnRequest)}</p>;
    const values = {
      price: money(price.each),
      quantity: line.quantity,
      total: money(price.total ?? 0),
    };
    return (
      <p className={styles.price}>
        {translate(i18n, line.quantity > 1 ? messages.eachTimes : messages.each, values)}
      </p>
    );
  }
  if (!unit.rental_rates) return <p className={styles.price}>{i18n._(messages.ratesOnRequest)}</p>;
  if (!price.estimate) return <p className={styles.price}>{i18n._(messages.chooseDates)}</p>;
  const values = {
    days: price.estimate.days,
    estimate: describeEstimate(price.estimate, tag),
    each: money(price.estimate.total),
    quantity: line.quantity,
    total: money(price.total ?? 0),
  };
  const components = {
    0: <span className={styles.priceDays} />,
    1: <span data-testid="line-estimate" />,
    2: <strong />,
    3: <strong />,
  };
  return (
    <p className={styles.price}>
      {line.quantity > 1 ? (
        <Trans
          id="quoteList.line.estimateTimes"
          message="<0>{days, plural, one {{days} day:} other {{days} days:}} </0><1>{estimate}</1> = <2>{each}</2> × {quantity} = <3>{total}</3>"
          values={values}
          components={components}
        />
      ) : (
        <Trans
          id="quoteList.line.estimate"
          message="<0>{days, plural, one {{days} day:} other {{days} days:}} </0><1>{estimate}</1> = <2>{each}</2>"
          values={values}
          components={components}
        />
      )}
    </p>
  );
}
