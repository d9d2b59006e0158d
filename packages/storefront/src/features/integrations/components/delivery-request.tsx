import type { WebhookDelivery } from '../integrations-api';
import styles from './delivery-request.module.scss';

/** The body as signed, indented for reading when it is JSON (the bytes sent are in `raw`). */
function readable(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/**
 * The request a delivery sent, as Stripe's dashboard shows it: the newest attempt's headers
 * (with its `Liftline-Signature`; never the secret) and the body as signed. The body is hidden
 * (null) for someone who may not read the event's data.
 */
export function DeliveryRequest({ delivery }: { delivery: WebhookDelivery }) {
  const [last] = delivery.attempts;
  const headers = last?.request_headers ?? null;
  const { body } = delivery.event;
  return (
    <details className={styles.request}>
      <summary>
        The request <span className="visually-hidden">of {delivery.event.id}</span>
      </summary>
      <div className={styles.content}>
        <p className={styles.label}>Headers {last ? `(attempt ${last.attempt})` : ''}</p>
        {headers ? (
          // Scrolls when long: focusable and named, so a keyboard reaches all of it.
          <div
            className={styles.code}
            role="region"
            aria-label={`Headers sent to ${delivery.event.id}`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
            tabIndex={0}
          >
            <pre>
              {Object.entries(headers)
                .map(([name, value]) => `${name}: ${value}`)
                .join('\n')}
            </pre>
          </div>
        ) : (
          <p className={styles.note}>
            {last
              ? 'Not kept for this attempt.'
              : 'Not sent yet: the headers appear after the first attempt.'}
          </p>
        )}
        <p className={styles.label}>Body (as signed)</p>
        {body === null ? (
          <p className={styles.note}>
            Hidden: this event carries data that only someone who may read it sees.
          </p>
        ) : (
          <div
            className={styles.code}
            role="region"
            aria-label={`Body sent to ${delivery.event.id}`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
            tabIndex={0}
          >
            <pre>{readable(body)}</pre>
          </div>
        )}
      </div>
    </details>
  );
}
