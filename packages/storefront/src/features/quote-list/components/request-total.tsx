import { Trans } from '@lingui/react';
import { sdkMessages } from '@liftline/sdk';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { formatUsd } from '../quote-lines';
import styles from './quote-list.module.scss';

/** The lines' total as far as it is known, and how many lines are priced on request. */
export function RequestTotal({ totals }: { totals: (number | null)[] }) {
  const locale = useLocale();
  const tag = useLocaleTag();
  const known = totals.filter((total): total is number => total !== null);
  const onRequest = totals.length - known.length;
  const sum = Math.round(known.reduce((all, total) => all + total * 100, 0)) / 100;
  const total = <strong data-testid="request-total" />;
  return (
    <div className={styles.total}>
      <p>
        {onRequest > 0 ? (
          <Trans
            id="quoteList.total.withOnRequest"
            message="Estimated total: <0>{total}</0> (plus {count, plural, one {one line} other {{count} lines}} priced on request)"
            values={{ total: formatUsd(sum, tag), count: onRequest }}
            components={{ 0: total }}
          />
        ) : (
          <Trans
            id="quoteList.total"
            message="Estimated total: <0>{total}</0>"
            values={{ total: formatUsd(sum, tag) }}
            components={{ 0: total }}
          />
        )}
      </p>
      <p className={styles.disclaimer}>{sdkMessages(locale).estimateDisclaimer}</p>
    </div>
  );
}
