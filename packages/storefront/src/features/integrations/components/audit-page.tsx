import { can } from '@liftline/sdk';
import { Link, useLocation, useSearch } from 'wouter';
import formStyles from '@/components/ui/form/form.module.scss';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { useUser } from '@/lib/auth';
import { formatDecimal } from '@/utils/format';
import { auditHref, parseAuditUrl, type AuditUrlState } from '../audit-url';
import { API_KEYS_PER_PAGE, useApiKeys, useAuditEvents } from '../integrations-api';
import { AuditTable } from './audit-table';
import styles from './integrations.module.scss';

/** "API key": every key of the account to keep one's events (members who manage keys). */
function KeyFilter({ accountId, url }: { accountId: number; url: AuditUrlState }) {
  const [, navigate] = useLocation();
  const keys = useApiKeys(accountId, 1);
  const items = keys.data?.items ?? [];
  return (
    <div className={formStyles.field}>
      <label htmlFor="audit-key" className={formStyles.label}>
        API key
      </label>
      <select
        id="audit-key"
        className={formStyles.control}
        value={url.apiKeyId ?? ''}
        onChange={(event) =>
          navigate(`~${auditHref({ apiKeyId: Number(event.target.value) || null, page: 1 })}`)
        }
      >
        <option value="">Everyone</option>
        {url.apiKeyId && !items.some((key) => key.id === url.apiKeyId) ? (
          <option value={url.apiKeyId}>Key {url.apiKeyId}</option>
        ) : null}
        {items.map((key) => (
          <option key={key.id} value={key.id}>
            {key.name} ({key.prefix}…)
          </option>
        ))}
      </select>
      {keys.data && keys.data.meta.total > API_KEYS_PER_PAGE ? (
        <p className={formStyles.hint}>The {API_KEYS_PER_PAGE} newest keys.</p>
      ) : null}
    </div>
  );
}

/**
 * Who did what in the account: keys created and revoked, webhook changes, resent deliveries, and
 * every change made with a key; newest first, one key's with the filter, paginated in the URL.
 */
export function AuditPage() {
  const url = parseAuditUrl(useSearch());
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const events = useAuditEvents(accountId, url);
  const filtered = url.apiKeyId !== null;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        {can(user, 'api_keys.manage') ? (
          <KeyFilter accountId={accountId} url={url} />
        ) : filtered ? (
          <p>
            One key’s events.{' '}
            <Link href={`~${auditHref({ apiKeyId: null, page: 1 })}`}>Show everyone’s</Link>
          </p>
        ) : null}
      </div>
      <QueryView
        query={events}
        what="the audit log"
        loading={<p role="status">Loading the audit log…</p>}
      >
        {(list) =>
          list.meta.total === 0 ? (
            <p className={styles.empty}>
              {filtered
                ? 'Nothing recorded for this key.'
                : 'Nothing recorded yet. Key and webhook changes, and every change made with a key, appear here.'}
            </p>
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {formatDecimal(list.meta.total, 0)} {list.meta.total === 1 ? 'event' : 'events'}
              </p>
              {list.items.length === 0 ? (
                <p className={styles.empty}>
                  This page is empty.{' '}
                  <Link href={`~${auditHref({ ...url, page: 1 })}`}>Back to the first page</Link>
                </p>
              ) : (
                <AuditTable events={list.items} />
              )}
              <Pagination
                page={url.page}
                totalPages={list.meta.total_pages}
                hrefFor={(page) => auditHref({ ...url, page })}
                label="Audit log pages"
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
