import {
  describeRentalEstimate,
  ESTIMATE_DISCLAIMER,
  rentalDays,
  type Schemas,
} from '@liftline/sdk';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { formatDay, formatUsd } from '@/utils/format';
import styles from './stored-quote-lines.module.scss';

/** A line of a sent quote as stored (`QuoteLine`); staff also see whether it is booked. */
export type StoredQuoteLine = Schemas['QuoteLine'] & { booked?: boolean };

function LineDays({ line }: { line: StoredQuoteLine }) {
  if (!line.start_date || !line.end_date) return null;
  const days = rentalDays(line.start_date, line.end_date);
  return (
    <>
      {' · '}
      {formatDay(line.start_date)} – {formatDay(line.end_date)} ({days}{' '}
      {days === 1 ? 'day' : 'days'})
    </>
  );
}

function LineEstimate({ line, missing }: { line: StoredQuoteLine; missing?: string }) {
  if (line.estimate && line.estimated_total !== null)
    return (
      <p className={styles.sub} data-testid="stored-line-estimate">
        {describeRentalEstimate(line.estimate)} = {formatUsd(line.estimate.total)} each
        {line.quantity > 1 ? `, ${formatUsd(line.estimated_total)} for ${line.quantity}` : ''}
      </p>
    );
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
                'A unit deleted since'
              )}
              {line.booked ? <Badge tone="success">Booked</Badge> : null}
            </p>
            <p className={styles.sub}>
              {line.mode === 'rent' ? 'Rent' : 'Buy'} · {line.quantity}{' '}
              {line.quantity === 1 ? 'unit' : 'units'}
              <LineDays line={line} />
            </p>
            <LineEstimate line={line} missing={missingEstimate} />
            {lineExtra?.(line)}
          </li>
        ))}
      </ol>
      {estimated.length > 0 ? (
        <p className={styles.total}>
          {totalLabel}: <strong>{formatUsd(total)}</strong>
          {estimated.length < lines.length ? ' (lines with an estimate)' : ''}.{' '}
          <span className={styles.sub}>{ESTIMATE_DISCLAIMER}</span>
        </p>
      ) : null}
    </>
  );
}
