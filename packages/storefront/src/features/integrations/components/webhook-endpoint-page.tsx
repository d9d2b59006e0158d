import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { ContentLayout } from '@/components/layouts/content-layout';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import formStyles from '@/components/ui/form/form.module.scss';
import { breadcrumbsOf, paths } from '@/config/paths';
import { endpointStatus } from '../endpoint-status';
import {
  pageOf,
  useWebhookDeliveries,
  useWebhookEndpoint,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '../integrations-api';
import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS } from '../labels';
import { DeliveryCard } from './delivery-card';
import { EndpointFacts } from './endpoint-facts';
import { SendTestEventButton } from './send-test-event-button';
import styles from './integrations.module.scss';

interface WebhookEndpointPageProps {
  accountId: number;
  endpointId: number;
  notFound: ReactNode;
}

/** The log's state in the URL: `?status=` and `?page=`. */
function logState(search: string): { page: number; status: WebhookDeliveryStatus | '' } {
  const status = new URLSearchParams(search).get('status');
  return {
    page: pageOf(search),
    status: DELIVERY_STATUSES.includes(status as WebhookDeliveryStatus)
      ? (status as WebhookDeliveryStatus)
      : '',
  };
}

const logHref = (endpointId: number, { page, status }: ReturnType<typeof logState>) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return paths.webhookEndpoint.getHref(endpointId, search ? `?${search}` : '');
};

function DeliveryLog({ accountId, endpoint }: { accountId: number; endpoint: WebhookEndpoint }) {
  const state = logState(useSearch());
  const [, navigate] = useLocation();
  const deliveries = useWebhookDeliveries(accountId, endpoint.id, state);
  return (
    <section className={styles.section} aria-labelledby="delivery-log">
      <h2 id="delivery-log" className={styles.sectionTitle}>
        Delivery log
      </h2>
      <div className={styles.toolbar}>
        <p className={styles.muted}>The last 30 days, newest first.</p>
        <div className={`${formStyles.field} ${styles.filter}`}>
          <label htmlFor="delivery-status" className={formStyles.label}>
            Status
          </label>
          <select
            id="delivery-status"
            className={formStyles.control}
            value={state.status}
            onChange={(event) =>
              navigate(
                `~${logHref(endpoint.id, { page: 1, status: event.target.value as WebhookDeliveryStatus | '' })}`,
              )
            }
          >
            <option value="">Any status</option>
            {DELIVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {DELIVERY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView
        query={deliveries}
        what="the deliveries"
        loading={<p role="status">Loading the deliveries…</p>}
      >
        {(list) =>
          list.items.length === 0 ? (
            <p className={styles.empty}>
              {state.status
                ? 'No deliveries in this status.'
                : 'No deliveries yet. They appear here as the events this endpoint receives happen.'}
            </p>
          ) : (
            <>
              <div className={styles.cards}>
                {list.items.map((delivery) => (
                  <DeliveryCard
                    key={delivery.id}
                    accountId={accountId}
                    endpointId={endpoint.id}
                    delivery={delivery}
                    canResend={endpoint.active}
                  />
                ))}
              </div>
              <Pagination
                page={state.page}
                totalPages={list.meta.total_pages}
                hrefFor={(page) => logHref(endpoint.id, { ...state, page })}
                label="Delivery pages"
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}

/** One endpoint of the account: what it receives and its state, then its delivery log. */
export function WebhookEndpointPage({ accountId, endpointId, notFound }: WebhookEndpointPageProps) {
  const endpoint = useWebhookEndpoint(accountId, endpointId);
  const frame = (title: string, content: ReactNode) => (
    <ContentLayout
      title={title}
      breadcrumbs={[
        ...breadcrumbsOf('webhooks'),
        { name: 'Endpoint', path: paths.webhookEndpoint.getHref(endpointId) },
      ]}
      description="What was sent to this endpoint, how it answered, Resend for any finished delivery, and a test event on demand."
    >
      {content}
    </ContentLayout>
  );
  return (
    <QueryView
      query={endpoint}
      what="the endpoint"
      notFound={notFound}
      frame={(content) => frame('Webhook endpoint', content)}
      loading={frame('Webhook endpoint', <p role="status">Loading the endpoint…</p>)}
    >
      {(found) => {
        const status = endpointStatus(found);
        return frame(
          found.url,
          <div className={styles.page}>
            <section className={styles.panel} aria-label="Endpoint">
              <div className={styles.cardHeader}>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <EndpointFacts endpoint={found} headingLevel="h2" />
              {status.detail ? <p className={styles.warning}>{status.detail}</p> : null}
              {!found.active ? (
                <p className={styles.muted}>
                  The endpoint is off: turn it on from the webhooks page to resend deliveries.
                </p>
              ) : null}
              <div className={styles.cardActions}>
                <SendTestEventButton accountId={accountId} endpoint={found} />
              </div>
            </section>
            <DeliveryLog accountId={accountId} endpoint={found} />
          </div>,
        );
      }}
    </QueryView>
  );
}
