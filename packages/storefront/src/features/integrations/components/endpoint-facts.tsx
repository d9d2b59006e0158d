import { useState } from 'react';
import { formatWhen } from '../format';
import type { WebhookEndpoint } from '../integrations-api';
import { EVENT_TYPE_LABELS } from '../labels';
import styles from './integrations.module.scss';

/** What an endpoint receives, and until when a rotated secret still signs too. */
export function EndpointFacts({
  endpoint,
  headingLevel: Heading = 'h4',
}: {
  endpoint: WebhookEndpoint;
  /** The level of the "Events" heading under the endpoint's own. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const previousUntil = endpoint.previous_secret_expires_at;
  // When the page showed it (the server keeps the date after it has passed).
  const [shownAt] = useState(Date.now);
  return (
    <>
      <div>
        <Heading className={styles.factTitle}>Events</Heading>
        <ul className={styles.tags}>
          {endpoint.events.map((type) => (
            <li key={type}>
              {EVENT_TYPE_LABELS[type]} <span className={styles.code}>({type})</span>
            </li>
          ))}
        </ul>
      </div>
      {endpoint.description ? <p className={styles.muted}>{endpoint.description}</p> : null}
      {previousUntil && Date.parse(previousUntil) > shownAt ? (
        <p className={styles.muted}>
          The previous secret also signs deliveries until{' '}
          <time dateTime={previousUntil}>{formatWhen(previousUntil)}</time>.
        </p>
      ) : null}
    </>
  );
}
