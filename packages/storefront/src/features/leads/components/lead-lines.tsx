import { describeRentalEstimate, ESTIMATE_DISCLAIMER, rentalDays } from '@liftline/sdk';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { formatDay, formatUsd } from '../format';
import type { Lead } from '../leads-api';
import styles from './leads.module.scss';

type LeadLine = Lead['lines'][number];

function LineDays({ line }: { line: LeadLine }) {
  if (!line.start_date || !line.end_date) return null;
  const days = rentalDays(line.start_date, line.end_date);
  return (
    <>
      {formatDay(line.start_date)} – {formatDay(line.end_date)} ({days}{' '}
      {days === 1 ? 'day' : 'days'})
    </>
  );
}

/**
 * A quote list's lines as this lead holds them (one branch's share of the customer's request):
 * the unit, rent or buy, how many, the days, and the estimate the customer was shown. A won lead's
 * rent lines are marked booked.
 */
export function LeadLines({ lead }: { lead: Lead }) {
  const headingId = useId();
  if (lead.lines.length === 0) return null;
  const estimated = lead.lines.filter((line) => line.estimated_total !== null);
  const total = estimated.reduce((sum, line) => sum + (line.estimated_total ?? 0), 0);
  return (
    <section aria-labelledby={headingId} className={`${styles.panel} ${styles.linesPanel}`}>
      <h2 id={headingId} className={styles.panelHeading}>
        {lead.lines.length === 1 ? '1 line' : `${lead.lines.length} lines`} of the quote list
      </h2>
      <ol className={styles.lines}>
        {lead.lines.map((line) => (
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
              {line.start_date ? (
                <>
                  {' · '}
                  <LineDays line={line} />
                </>
              ) : null}
            </p>
            {line.estimate && line.estimated_total !== null ? (
              <p className={styles.sub} data-testid="lead-line-estimate">
                {describeRentalEstimate(line.estimate)} = {formatUsd(line.estimate.total)} each
                {line.quantity > 1
                  ? `, ${formatUsd(line.estimated_total)} for ${line.quantity}`
                  : ''}
              </p>
            ) : line.mode === 'rent' ? (
              <p className={styles.sub}>No estimate: the unit had no rate card.</p>
            ) : null}
          </li>
        ))}
      </ol>
      {estimated.length > 0 ? (
        <p className={styles.linesTotal}>
          Estimated total shown to the customer: <strong>{formatUsd(total)}</strong>
          {estimated.length < lead.lines.length ? ' (lines with an estimate)' : ''}.{' '}
          <span className={styles.sub}>{ESTIMATE_DISCLAIMER}</span>
        </p>
      ) : null}
    </section>
  );
}
