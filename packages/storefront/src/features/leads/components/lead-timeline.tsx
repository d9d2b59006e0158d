import { formatMoment } from '../format';
import { statusLabel } from '../lead-labels';
import type { LeadEvent } from '../leads-api';
import styles from './leads.module.scss';

function what(event: LeadEvent): string {
  switch (event.kind) {
    case 'received':
      return 'Received';
    case 'status':
      return event.to_status ? statusLabel(event.to_status) : 'Status changed';
    case 'assignment':
      return event.assignee ? `Assigned to ${event.assignee.name}` : 'Unassigned';
    case 'note':
      return 'Internal note';
  }
}

/** " by Dana,": who did it; nothing for the customer's own step. */
function by(event: LeadEvent): string {
  return event.kind === 'received' ? '' : ` by ${event.actor?.name ?? 'a former member'},`;
}

/**
 * The lead's history, oldest first: received, status changes (with a lost lead's reason),
 * assignments and internal notes, each with who and when.
 */
export function LeadTimeline({ events }: { events: readonly LeadEvent[] }) {
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id);
  return (
    <ol className={styles.timeline} aria-label="Timeline">
      {ordered.map((event) => (
        <li key={event.id}>
          {/* "Quoted — by Dana, Nov 25, 10:04" */}
          <p className={styles.eventLine}>
            <span className={styles.strong}>{what(event)}</span> —{by(event)}{' '}
            <time dateTime={event.at}>{formatMoment(event.at)}</time>
          </p>
          {event.note ? (
            <p className={styles.eventNote}>
              {event.kind === 'status' ? `Reason: ${event.note}` : event.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
