import { Badge } from '@/components/ui/badge/badge';
import { formatDecimal } from '@/utils/format';
import { formatWhen } from '../format';
import type { WebhookDelivery } from '../integrations-api';
import { DELIVERY_EVENT_LABELS, DELIVERY_STATUS_LABELS, DELIVERY_STATUS_TONES } from '../labels';
import { DeliveryRequest } from './delivery-request';
import { ResendButton } from './resend-button';
import styles from './integrations.module.scss';

interface DeliveryCardProps {
  accountId: number;
  endpointId: number;
  delivery: WebhookDelivery;
  /** Resend is offered for a finished delivery while the endpoint is on (409 otherwise). */
  canResend: boolean;
}

/**
 * One delivery of the log: the event, its status and attempts, the last answer's code and how
 * long it took, the request sent (headers and body as signed), the first 1 KB of the answer (or
 * why there was none), and Resend.
 */
export function DeliveryCard({ accountId, endpointId, delivery, canResend }: DeliveryCardProps) {
  const [last] = delivery.attempts;
  const headingId = `delivery-${delivery.id}`;
  const finished = delivery.status === 'succeeded' || delivery.status === 'failed';
  return (
    <article className={styles.delivery} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.deliveryTitle}>
          {DELIVERY_EVENT_LABELS[delivery.event.type]}{' '}
          <span className={styles.code}>{delivery.event.id}</span>
        </h3>
        <Badge tone={DELIVERY_STATUS_TONES[delivery.status]}>
          {DELIVERY_STATUS_LABELS[delivery.status]}
        </Badge>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={delivery.created_at}>{formatWhen(delivery.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{formatDecimal(delivery.attempt_count, 0)}</dd>
        </div>
        <div>
          <dt>Last response</dt>
          <dd>{delivery.last_status_code ?? (delivery.last_error ? 'None' : '—')}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{last ? `${formatDecimal(last.duration_ms, 0)} ms` : '—'}</dd>
        </div>
        {delivery.next_attempt_at ? (
          <div>
            <dt>Next attempt</dt>
            <dd>
              <time dateTime={delivery.next_attempt_at}>
                {formatWhen(delivery.next_attempt_at)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {delivery.last_error ? <p className={styles.warning}>{delivery.last_error}</p> : null}
      <DeliveryRequest delivery={delivery} />
      {last?.response_excerpt ? (
        <details className={styles.excerpt}>
          <summary>
            The answer (first 1 KB) <span className="visually-hidden">to {delivery.event.id}</span>
          </summary>
          <pre>{last.response_excerpt}</pre>
        </details>
      ) : null}
      {finished && canResend ? (
        <div className={styles.cardActions}>
          <ResendButton accountId={accountId} endpointId={endpointId} delivery={delivery} />
        </div>
      ) : null}
    </article>
  );
}
