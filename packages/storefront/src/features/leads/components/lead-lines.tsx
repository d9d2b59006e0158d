import { useId } from 'react';
import { StoredQuoteLines } from '@/components/quote-list/stored-quote-lines';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { bookingsHref } from '@/features/bookings/bookings-url';
import type { Lead } from '../leads-api';
import styles from './leads.module.scss';

/**
 * A quote list's lines as this lead holds them (one branch's share of the customer's request):
 * the unit, rent or buy, how many, the days, and the estimate the customer was shown. A won lead's
 * rent lines are marked booked.
 */
export function LeadLines({ lead }: { lead: Lead }) {
  const headingId = useId();
  if (lead.lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={`${styles.panel} ${styles.linesPanel}`}>
      <h2 id={headingId} className={styles.panelHeading}>
        {lead.lines.length === 1 ? '1 line' : `${lead.lines.length} lines`} of the quote list
      </h2>
      <StoredQuoteLines
        lines={lead.lines}
        totalLabel="Estimated total shown to the customer"
        missingEstimate="No estimate: the unit had no rate card."
        lineExtra={(line) =>
          line.equipment && line.mode === 'rent' ? (
            <p className={styles.sub}>
              <PrefetchLink href={bookingsHref({ unit: line.equipment.id })}>
                Bookings of this unit{' '}
                <span className="visually-hidden">({line.equipment.title})</span>
              </PrefetchLink>
            </p>
          ) : null
        }
      />
    </section>
  );
}
