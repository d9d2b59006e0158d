import { useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { endpointStatus } from '../endpoint-status';
import type { WebhookEndpoint } from '../integrations-api';
import { webhookFormValues } from '../webhook-form-values';
import { DeleteEndpointButton } from './delete-endpoint-button';
import { EndpointFacts } from './endpoint-facts';
import { RotateSecretButton } from './rotate-secret-button';
import { WebhookForm } from './webhook-form';
import styles from './integrations.module.scss';

/** One endpoint: its URL, state, events; its delivery log, edit, rotate the secret, delete. */
export function EndpointCard({
  accountId,
  endpoint,
}: {
  accountId: number;
  endpoint: WebhookEndpoint;
}) {
  const [editing, setEditing] = useState(false);
  const status = endpointStatus(endpoint);
  const headingId = `webhook-endpoint-${endpoint.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={`${styles.cardTitle} ${styles.code}`}>
          {endpoint.url}
        </h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </header>
      {editing ? (
        <WebhookForm
          accountId={accountId}
          endpoint={endpoint}
          defaultValues={webhookFormValues(endpoint)}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {status.detail ? <p className={styles.warning}>{status.detail}</p> : null}
          <EndpointFacts endpoint={endpoint} />
          <div className={styles.cardActions}>
            <PrefetchLink
              href={paths.webhookEndpoint.getHref(endpoint.id)}
              className={buttonClass('primary')}
            >
              Delivery log <span className="visually-hidden">of {endpoint.url}</span>
            </PrefetchLink>
            <button
              type="button"
              className={buttonClass('outline')}
              onClick={() => setEditing(true)}
            >
              Edit <span className="visually-hidden">{endpoint.url}</span>
            </button>
            <RotateSecretButton accountId={accountId} endpoint={endpoint} />
            <DeleteEndpointButton accountId={accountId} endpoint={endpoint} />
          </div>
        </>
      )}
    </article>
  );
}
