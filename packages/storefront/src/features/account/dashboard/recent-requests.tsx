import { PUBLIC_REQUEST_STATUS_LABELS, type AuthenticatedUser, type Schemas } from '@liftline/sdk';
import { useId } from 'react';
import { useSearch } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { keepPreviousData } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { StoredQuoteLines } from '@/components/quote-list/stored-quote-lines';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/api/api-provider';
import styles from './dashboard.module.scss';
import { RequestAgainButton } from './request-again-button';
import { REQUESTS_PER_PAGE, type UserRequest } from './requests-api';
import { lazy } from '@/utils/lazy';

/** The query parameter holding the page of the list (state in the URL: Back works). */
export const REQUESTS_PAGE_PARAM = 'requests_page';

const dateFormat = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

/** How far the business is with the request, as the customer sees it (`PublicRequestStatus`). */
const STATUS_TONES: Readonly<Record<UserRequest['status'], BadgeTone>> = {
  received: 'info',
  in_progress: 'warning',
  quoted: 'warning',
  accepted: 'success',
  closed: 'neutral',
};

function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get(REQUESTS_PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const hrefFor = (page: number) =>
  `~${paths.account.getHref()}${page > 1 ? `?${REQUESTS_PAGE_PARAM}=${page}` : ''}`;

function RequestItem({ request }: { request: UserRequest }) {
  const created = new Date(request.created_at);
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <span className={styles.reference}>{request.reference}</span>
        <Badge tone={request.kind === 'quote' ? 'info' : 'neutral'}>
          {request.kind === 'quote' ? 'Quote request' : 'Message to a branch'}
        </Badge>
        <Badge tone={STATUS_TONES[request.status]}>
          {PUBLIC_REQUEST_STATUS_LABELS[request.status]}
        </Badge>
      </div>
      <p className={styles.summary}>{request.summary}</p>
      <p className={styles.requestMeta}>
        <time dateTime={request.created_at}>{dateFormat().format(created)}</time>
        {request.request_reference && request.request_reference !== request.reference ? (
          <> · Part of request {request.request_reference}</>
        ) : null}
        {request.equipment && request.lines.length === 0 ? (
          <>
            {' · '}
            <PrefetchLink href={paths.equipmentDetail.getHref(request.equipment.id)}>
              {request.equipment.title}
            </PrefetchLink>
          </>
        ) : null}
        {request.branch ? <> · {request.branch.name}</> : null}
      </p>
      {request.lines.length > 0 ? (
        <div className={styles.requestLines}>
          <StoredQuoteLines lines={request.lines} totalLabel="Estimated total" />
          <RequestAgainButton reference={request.reference} lines={request.lines} />
        </div>
      ) : null}
    </li>
  );
}

function RequestList() {
  const page = pageFrom(useSearch());
  const requests = useApi().useQuery(
    'get',
    '/user/requests',
    { params: { query: { page, per_page: REQUESTS_PER_PAGE } } },
    { placeholderData: keepPreviousData },
  );
  return (
    <QueryView
      query={requests}
      what="your requests"
      loading={
        <p role="status" className={styles.muted}>
          Loading your requests…
        </p>
      }
    >
      {(data) => <RequestPage items={data.items} meta={data.meta} />}
    </QueryView>
  );
}

function RequestPage({ items, meta }: Pick<Schemas['UserRequestPage'], 'items' | 'meta'>) {
  if (meta.total === 0)
    return (
      <p className={styles.muted}>
        You have not sent a quote request or a message to a branch with your e-mail address yet.{' '}
        <PrefetchLink href={paths.equipment.getHref()}>Browse the equipment</PrefetchLink> to ask
        for a quote.
      </p>
    );
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.muted}>This page of your requests is empty.</p>
      ) : (
        <ul className={styles.requests} aria-label="Your requests">
          {items.map((request) => (
            <RequestItem key={`${request.kind}-${request.id}`} request={request} />
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        {meta.total === 1 ? '1 request' : `${meta.total} requests`} in all.
      </p>
      <Pagination
        page={meta.page}
        totalPages={meta.total_pages}
        hrefFor={hrefFor}
        label="Pages of your requests"
      />
    </>
  );
}

/**
 * The quote and contact requests sent with the user's e-mail address (`GET /user/requests`). Only a
 * verified address is matched, so until then the section says so instead of asking.
 */
export function RecentRequests({ user }: { user: AuthenticatedUser }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Your requests
      </h2>
      {user.email_verified_at ? (
        <RequestList />
      ) : (
        <p className={styles.muted}>
          Verify your e-mail address to see your quote requests and messages here: we only list
          requests sent with a verified address, so nobody else can read yours.{' '}
          <PrefetchLink href={paths.verificationRequired.getHref()}>
            How to verify your address
          </PrefetchLink>
        </p>
      )}
    </section>
  );
}
