import { can } from '@liftline/sdk';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import {
  pageOf,
  useWebhookEndpoints,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '../integrations-api';
import { emptyWebhookForm } from '../webhook-form-values';
import { CreatePanel, useCreateButton } from './create-panel';
import { EndpointCard } from './endpoint-card';
import { SecretDialog } from './secret-dialog';
import { WebhookForm } from './webhook-form';
import styles from './integrations.module.scss';

const hasSecret = (
  endpoint: WebhookEndpoint | WebhookEndpointWithSecret,
): endpoint is WebhookEndpointWithSecret => 'secret' in endpoint;

/** The account's webhook endpoints: add one (its signing secret shown once), and each endpoint's card. */
export function WebhooksPage() {
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const page = pageOf(useSearch());
  const endpoints = useWebhookEndpoints(accountId, page);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const [createButton, refocusCreate] = useCreateButton();

  return (
    <div className={styles.page}>
      <CreatePanel
        id="webhook-new"
        title="Add an endpoint"
        buttonLabel="Add an endpoint"
        buttonRef={createButton}
        onOpen={() => setCreating(true)}
        intro={
          <>
            An endpoint is a URL of yours that Liftline calls when something happens: a new lead, a
            booking, a product published. Each delivery is signed with the endpoint’s secret in the{' '}
            <code>Liftline-Signature</code> header, and retried for 3 days until your server answers
            2xx.
          </>
        }
        form={
          creating ? (
            <WebhookForm
              accountId={accountId}
              defaultValues={emptyWebhookForm(can(user, 'leads.view') ? ['lead.created'] : [])}
              onSaved={(endpoint) => {
                setCreating(false);
                if (hasSecret(endpoint)) setCreated(endpoint);
              }}
              onCancel={() => {
                setCreating(false);
                refocusCreate();
              }}
            />
          ) : null
        }
      />
      <QueryView
        query={endpoints}
        what="the webhook endpoints"
        loading={<p role="status">Loading the endpoints…</p>}
      >
        {(list) =>
          list.meta.total === 0 ? (
            <p className={styles.empty}>No webhook endpoints yet.</p>
          ) : (
            <section className={styles.section} aria-labelledby="webhook-list">
              <h2 id="webhook-list" className={styles.sectionTitle}>
                Endpoints <span className={styles.count}>({list.meta.total})</span>
              </h2>
              <div className={styles.cards}>
                {list.items.map((endpoint) => (
                  <EndpointCard key={endpoint.id} accountId={accountId} endpoint={endpoint} />
                ))}
              </div>
              <Pagination
                page={page}
                totalPages={list.meta.total_pages}
                hrefFor={(next) => `${paths.webhooks.getHref()}${next > 1 ? `?page=${next}` : ''}`}
                label="Endpoint pages"
              />
            </section>
          )
        }
      </QueryView>
      <SecretDialog
        secret={created?.secret ?? null}
        title="Your endpoint’s signing secret"
        description={`Put it in the receiver of ${created?.url ?? 'the endpoint'}: it checks the Liftline-Signature header of each delivery with it.`}
        label="Signing secret"
        onClose={() => {
          setCreated(null);
          refocusCreate();
        }}
      />
    </div>
  );
}
