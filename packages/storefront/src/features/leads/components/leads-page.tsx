import { Link, useLocation, useSearch } from 'wouter';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { useUser } from '@/lib/auth';
import { useAccountLeads, useAdminLeads, type LeadSummary } from '../leads-api';
import {
  isFiltered,
  leadsHref,
  parseLeadsUrl,
  type LeadScope,
  type LeadsUrlState,
} from '../leads-url';
import { CsvDownloadButton } from './csv-download-button';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';
import styles from './leads.module.scss';
import { formatDecimal } from '@/utils/format';

const plural = (count: number) => `${formatDecimal(count, 3)} ${count === 1 ? 'lead' : 'leads'}`;

/** "This account / All accounts" for platform administrators (links: the scope is in the URL). */
function ScopeSwitch({ url }: { url: LeadsUrlState }) {
  const option = (scope: LeadScope, label: string) => (
    <li>
      <Link
        href={`~${leadsHref({ ...url, scope, page: 1 })}`}
        className={styles.scopeLink}
        aria-current={url.scope === scope ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label="Whose leads" className={styles.scope}>
      <ul>
        {option('account', 'This account')}
        {option('all', 'All accounts')}
      </ul>
    </nav>
  );
}

function Results({
  items,
  meta,
  url,
}: {
  items: readonly LeadSummary[];
  meta: { total: number; total_pages: number };
  url: LeadsUrlState;
}) {
  if (meta.total === 0)
    return isFiltered(url) ? (
      <div className={styles.empty}>
        <p>No leads match these filters.</p>
        <Link href={`~${leadsHref({ scope: url.scope, sort: url.sort })}`}>Clear the filters</Link>
      </div>
    ) : (
      <p className={styles.empty}>
        No leads yet. Quote requests and messages to your branches arrive here as customers send
        them.
      </p>
    );
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {plural(meta.total)}
      </p>
      {items.length === 0 ? (
        <p className={styles.empty}>
          This page is empty.{' '}
          <Link href={`~${leadsHref({ ...url, page: 1 })}`}>Back to the first page</Link>
        </p>
      ) : (
        <LeadsTable
          leads={items}
          scope={url.scope}
          caption={`Leads, ${url.sort === 'oldest' ? 'oldest' : 'newest'} first`}
        />
      )}
      <Pagination
        page={url.page}
        totalPages={meta.total_pages}
        hrefFor={(page) => leadsHref({ ...url, page })}
        label="Lead pages"
      />
    </>
  );
}

/**
 * The lead inbox: the account's quote requests and messages, one paginated table, with search,
 * filters and order in the URL and the filtered list as CSV. Platform administrators may switch
 * to every account's leads (read only).
 */
export function LeadsPage() {
  const parsed = parseLeadsUrl(useSearch());
  const [, navigate] = useLocation();
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const isAdmin = Boolean(user?.is_platform_admin);
  const url: LeadsUrlState = { ...parsed, scope: isAdmin ? parsed.scope : 'account' };
  const accountLeads = useAccountLeads(accountId, url, url.scope === 'account');
  const adminLeads = useAdminLeads(url, url.scope === 'all');
  const leads = url.scope === 'all' ? adminLeads : accountLeads;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        {isAdmin ? <ScopeSwitch url={url} /> : null}
        {url.scope === 'account' ? <CsvDownloadButton accountId={accountId} url={url} /> : null}
      </div>
      <LeadsFilters url={url} onChange={(next) => navigate(`~${leadsHref(next)}`)} />
      <QueryView query={leads} what="the leads" loading={<p role="status">Loading the leads…</p>}>
        {(page) => <Results items={page.items} meta={page.meta} url={url} />}
      </QueryView>
    </div>
  );
}
