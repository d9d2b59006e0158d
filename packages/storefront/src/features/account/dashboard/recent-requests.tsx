import { Trans, useLingui } from '@lingui/react';
import { enumLabels, type AuthenticatedUser, type Schemas } from '@liftline/sdk';
import { useId } from 'react';
import { useSearch } from 'wouter';
import { Badge, type BadgeTone } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { keepPreviousData } from '@tanstack/react-query';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { StoredQuoteLines } from '@/components/quote-list/stored-quote-lines';
import { paths } from '@/config/paths';
import { useLocale, useLocaleTag } from '@/i18n/use-locale';
import { useRootHref } from '@/i18n/use-root-href';
import { useApi } from '@/lib/api/api-provider';
import styles from './dashboard.module.scss';
import { RequestAgainButton } from './request-again-button';
import { RequestQuote } from './request-quote';
import { REQUESTS_PER_PAGE, type UserRequest } from './requests-api';
import { translate } from '@/utils/translate';

/** The query parameter holding the page of the list (state in the URL: Back works). */
export const REQUESTS_PAGE_PARAM = 'requests_page';

/** One date formatter per language, made on first use (an `Intl` formatter loads locale data). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(date: Date, tag: string): string {
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    dateFormats.set(tag, format);
  }
  return format.format(date);
}

const messages = {
  quote: /*i18n*/ { id: 'account.requests.quote', message: 'Quote request' },
  message: /*i18n*/ { id: 'account.requests.message', message: 'Message to a branch' },
  partOf: /*i18n*/ { id: 'account.requests.partOf', message: 'Part of request {reference}' },
  total: /*i18n*/ { id: 'quoteList.total.label', message: 'Estimated total' },
  what: /*i18n*/ { id: 'account.requests.what', message: 'your requests' },
  loading: /*i18n*/ { id: 'account.requests.loading', message: 'Loading your requests…' },
  emptyPage: /*i18n*/ {
    id: 'account.requests.emptyPage',
    message: 'This page of your requests is empty.',
  },
  list: /*i18n*/ { id: 'account.requests.title', message: 'Your requests' },
  count: /*i18n*/ {
    id: 'account.requests.count',
    message: '{count, plural, one {{count} request} other {{count} requests}} in all.',
  },
  pages: /*i18n*/ { id: 'account.requests.pages', message: 'Pages of your requests' },
};

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

/** The dashboard's path with a page of the list (`?requests_page=2`). */
const pathFor = (page: number) =>
  `${paths.account.getHref()}${page > 1 ? `?${REQUESTS_PAGE_PARAM}=${page}` : ''}`;

function RequestItem({ request }: { request: UserRequest }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const tag = useLocaleTag();
  const created = new Date(request.created_at);
  return (
    <li className={styles.request}>
      <div className={styles.requestHead}>
        <span className={styles.reference}>{request.reference}</span>
        <Badge tone={request.kind === 'quote' ? 'info' : 'neutral'}>
          {i18n._(request.kind === 'quote' ? messages.quote : messages.message)}
        </Badge>
        <Badge tone={STATUS_TONES[request.status]}>
          {enumLabels(locale).PUBLIC_REQUEST_STATUS[request.status]}
        </Badge>
      </div>
      <p className={styles.summary}>{request.summary}</p>
      <p className={styles.requestMeta}>
        <time dateTime={request.created_at}>{formatDate(created, tag)}</time>
        {request.request_reference && request.request_reference !== request.reference ? (
          <>
            {' · '}
            {translate(i18n, messages.partOf, { reference: request.request_reference })}
          </>
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
      {request.quote ? <RequestQuote reference={request.reference} quote={request.quote} /> : null}
      {request.lines.length > 0 ? (
        <div className={styles.requestLines}>
          <StoredQuoteLines lines={request.lines} totalLabel={i18n._(messages.total)} />
          <RequestAgainButton reference={request.reference} lines={request.lines} />
        </div>
      ) : null}
    </li>
  );
}

function RequestList() {
  const { i18n } = useLingui();
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
      what={i18n._(messages.what)}
      loading={
        <p role="status" className={styles.muted}>
          {i18n._(messages.loading)}
        </p>
      }
    >
      {(data) => <RequestPage items={data.items} meta={data.meta} />}
    </QueryView>
  );
}

function RequestPage({ items, meta }: Pick<Schemas['UserRequestPage'], 'items' | 'meta'>) {
  const { i18n } = useLingui();
  const rootHref = useRootHref();
  if (meta.total === 0)
    return (
      <p className={styles.muted}>
        <Trans
          id="account.requests.none"
          message="You have not sent a quote request or a message to a branch with your e-mail address yet. <0>Browse the equipment</0> to ask for a quote."
          components={{ 0: <PrefetchLink href={paths.equipment.getHref()} /> }}
        />
      </p>
    );
  return (
    <>
      {items.length === 0 ? (
        <p className={styles.muted}>{i18n._(messages.emptyPage)}</p>
      ) : (
        <ul className={styles.requests} aria-label={i18n._(messages.list)}>
          {items.map((request) => (
            <RequestItem key={`${request.kind}-${request.id}`} request={request} />
          ))}
        </ul>
      )}
      <p className={styles.muted}>{translate(i18n, messages.count, { count: meta.total })}</p>
      <Pagination
        page={meta.page}
        totalPages={meta.total_pages}
        hrefFor={(page) => rootHref(pathFor(page))}
        label={i18n._(messages.pages)}
      />
    </>
  );
}

/**
 * The quote and contact requests sent with the user's e-mail address (`GET /user/requests`). Only a
 * verified address is matched, so until then the section says so instead of asking.
 */
export function RecentRequests({ user }: { user: AuthenticatedUser }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {i18n._(messages.list)}
      </h2>
      {user.email_verified_at ? (
        <RequestList />
      ) : (
        <p className={styles.muted}>
          <Trans
            id="account.requests.verifyFirst"
            message="Verify your e-mail address to see your quote requests and messages here: we only list requests sent with a verified address, so nobody else can read yours. <0>How to verify your address</0>"
            components={{ 0: <PrefetchLink href={paths.verificationRequired.getHref()} /> }}
          />
        </p>
      )}
    </section>
  );
}
