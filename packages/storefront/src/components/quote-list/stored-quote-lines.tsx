import {
  describeRentalEstimate,
  formatDateRange,
  rentalDays,
  sdkMessages,
  type Schemas,
} from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { usePageLocale } from '@/lib/page-locale';
import { formatDecimal, formatUsd } from '@/utils/format';
import { translate } from '@/utils/translate';
import styles from './stored-quote-lines.module.scss';

/** A line of a sent quote as stored (`QuoteLine`); staff also see whether it is booked. */
export type StoredQuoteLine = Schemas['QuoteLine'] & { booked?: boolean };

const LINE_SUMMARIES = {
  rent: /*i18n*/ {
    id: 'quoteList.stored.rentLine',
    message: 'Rent · {count, plural, one {{units} unit} other {{units} units}}',
  },
  buy: /*i18n*/ {
    id: 'quoteList.stored.buyLine',
    message: 'Buy · {count, plural, one {{units} unit} other {{units} units}}',
  },
  rentDays: /*i18n*/ {
    id: 'quoteList.stored.rentLineDays',
    message:
      'Rent · {count, plural, one {{units} unit} other {{units} units}} · {dates} ({days, plural, one {{dayCount} day} other {{dayCount} days}})',
  },
  buyDays: /*i18n*/ {
    id: 'quoteList.stored.buyLineDays',
    message:
      'Buy · {count, plural, one {{units} unit} other {{units} units}} · {dates} ({days, plural, one {{dayCount} day} other {{dayCount} days}})',
  },
};

/**
 * "Rent · 2 units · Dec 3 – 5, 2026 (3 days)": one sentence per shape. Numbers are
 * written by format.ts, not by ICU's `#` (Lingui writes `#` with `Intl.NumberFormat`).
 */
function LineSummary({ line }: { line: StoredQuoteLine }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const rent = line.mode === 'rent';
  if (!line.start_date || !line.end_date)
    return translate(i18n, rent ? LINE_SUMMARIES.rent : LINE_SUMMARIES.buy, {
      count: line.quantity,
      units: formatDecimal(line.quantity, 0, locale),
    });
  const days = rentalDays(line.start_date, line.end_date);
  return translate(i18n, rent ? LINE_SUMMARIES.rentDays : LINE_SUMMARIES.buyDays, {
    count: line.quantity,
    units: formatDecimal(line.quantity, 0, locale),
    dates: formatDateRange(line.start_date, line.end_date, locale),
    days,
    dayCount: formatDecimal(days, 0, locale),
  });
}

function LineEstimate({ line, missing }: { line: StoredQuoteLine; missing?: string }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  if (line.estimate && line.estimated_total !== null) {
    const values = {
      estimate: describeRentalEstimate(line.estimate, locale),
      each: formatUsd(line.estimate.total, locale),
      total: formatUsd(line.estimated_total, locale),
      count: line.quantity,
    };
    return (
      <p className={styles.sub} data-testid="stored-line-estimate">
        {line.quantity > 1
          ? i18n._({
              id: 'quoteList.stored.estimateSeveral',
              message: '{estimate} = {each} each, {total} for {count}',
              values,
            })
          : i18n._({
              id: 'quoteList.stored.estimate',
              message: '{estimate} = {each} each',
              values,
            })}
      </p>
    );
  }
  return line.mode === 'rent' && missing ? <p className={styles.sub}>{missing}</p> : null;
}

/**
 * The lines of a sent quote, in the customer's order: the unit (linked), rent or buy, how many,
 * the days, and the estimate the customer was shown; then the estimated total of the lines that
 * have one, with the disclaimer. Used by the back office's lead page and the customer's requests.
 */
export function StoredQuoteLines({
  lines,
  totalLabel,
  missingEstimate,
  lineExtra,
}: {
  lines: readonly StoredQuoteLine[];
  /** "Estimated total shown to the customer", "Estimated total". */
  totalLabel: string;
  /** Said under a rent line without an estimate (none when omitted). */
  missingEstimate?: string;
  /** What follows a line (staff: a link to the unit's bookings). */
  lineExtra?: (line: StoredQuoteLine) => ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const estimated = lines.filter((line) => line.estimated_total !== null);
  const total = estimated.reduce((sum, line) => sum + (line.estimated_total ?? 0), 0);
  return (
    <>
      <ol className={styles.lines}>
        {lines.map((line) => (
          <li key={line.position} className={styles.line} value={line.position}>
            <p className={styles.lineTitle}>
              {line.equipment ? (
                <PrefetchLink href={paths.equipmentDetail.getHref(line.equipment.id)}>
                  {line.equipment.title}
                </PrefetchLink>
              ) : (
                i18n._({ id: 'quoteList.stored.deleted', message: 'A unit deleted since' })
              )}
              {line.booked ? (
                <Badge tone="success">
                  {i18n._({ id: 'quoteList.stored.booked', message: 'Booked' })}
                </Badge>
              ) : null}
            </p>
            <p className={styles.sub}>
              <LineSummary line={line} />
            </p>
            <LineEstimate line={line} missing={missingEstimate} />
            {lineExtra?.(line)}
          </li>
        ))}
      </ol>
      {estimated.length > 0 ? (
        <p className={styles.total}>
          <Trans
            id="quoteList.stored.total"
            message="{some, select, true {{label}: <0>{total}</0> (lines with an estimate).} other {{label}: <0>{total}</0>.}} <1>{disclaimer}</1>"
            values={{
              some: String(estimated.length < lines.length),
              label: totalLabel,
              total: formatUsd(total, locale),
              disclaimer: sdkMessages(locale).estimateDisclaimer,
            }}
            components={{ 0: <strong />, 1: <span className={styles.sub} /> }}
          />
        </p>
      ) : null}
    </>
  );
}
