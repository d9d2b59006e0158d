import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { SearchForm } from '@/components/ui/search-form/search-form';
import { formatDate } from '../users/components/format';
import { useAdminAccounts, type AdminAccount } from './accounts-api';
import { accountsHref, parseAccountsUrl, type PublishingFilter } from './accounts-url';
import { PublishingDialog } from './publishing-dialog';
import styles from './accounts.module.scss';
import { formatDecimal } from '@/utils/format';

const plural = (count: number, one: string, many: string) =>
  `${formatDecimal(count, 3)} ${count === 1 ? one : many}`;

function Decision({ account }: { account: AdminAccount }) {
  const decision = account.publishing_decision;
  if (!decision) return <p className={styles.decision}>Never reviewed.</p>;
  return (
    <p className={styles.decision}>
      {decision.approved ? 'Approved' : 'Revoked'} {formatDate(decision.decided_at)}
      {decision.decided_by ? ` by ${decision.decided_by.name}` : ''}: “{decision.reason}”
    </p>
  );
}

function AccountItem({ account, onDecide }: { account: AdminAccount; onDecide: () => void }) {
  return (
    <li className={styles.account}>
      <div>
        <div className={styles.head}>
          <h2 className={styles.name}>{account.name}</h2>
          {account.publishing_approved ? (
            <Badge tone="success">May publish</Badge>
          ) : (
            <Badge tone="warning">Not approved</Badge>
          )}
        </div>
        <p className={styles.facts}>
          {plural(account.member_count, 'member', 'members')} ·{' '}
          {plural(account.product_count, 'product', 'products')},{' '}
          {formatDecimal(account.published_count, 3)} published · since{' '}
          {formatDate(account.created_at)}
        </p>
        <Decision account={account} />
      </div>
      <button
        type="button"
        className={buttonClass(account.publishing_approved ? 'outline' : 'primary')}
        onClick={onDecide}
        aria-label={`${account.publishing_approved ? 'Revoke publishing' : 'Approve publishing'}: ${account.name}`}
      >
        {account.publishing_approved ? 'Revoke publishing' : 'Approve publishing'}
      </button>
    </li>
  );
}

/**
 * The platform's accounts (platform administrators only): search and filter in the URL, and for
 * each account whether it may publish to the catalog, approved or revoked with a reason.
 */
export function AdminAccountsPage() {
  const url = parseAccountsUrl(useSearch());
  const [, navigate] = useLocation();
  const accounts = useAdminAccounts(url);
  const [deciding, setDeciding] = useState<AdminAccount | null>(null);
  const [notice, setNotice] = useState('');

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <SearchForm
          label="Search accounts"
          region="Accounts"
          placeholder="Account name"
          value={url.q}
          onSearch={(q) => navigate(`~${accountsHref({ ...url, q, page: 1 })}`)}
          className={styles.search}
        />
        <div className={styles.filter}>
          <label htmlFor="accounts-publishing" className={formStyles.label}>
            Publishing
          </label>
          <select
            id="accounts-publishing"
            className={formStyles.control}
            value={url.publishing}
            onChange={(event) =>
              navigate(
                `~${accountsHref({ ...url, publishing: event.target.value as PublishingFilter, page: 1 })}`,
              )
            }
          >
            <option value="">All accounts</option>
            <option value="not_approved">Not approved</option>
            <option value="approved">May publish</option>
          </select>
        </div>
      </div>
      <p className={styles.notice} aria-live="polite">
        {notice}
      </p>
      <QueryView
        query={accounts}
        what="the accounts"
        loading={<p role="status">Loading the accounts…</p>}
      >
        {(page) =>
          page.items.length === 0 ? (
            <p className={styles.empty}>No accounts match.</p>
          ) : (
            <>
              <p className={styles.count}>{plural(page.meta.total, 'account', 'accounts')}</p>
              <ul className={styles.list} aria-label="Accounts">
                {page.items.map((account) => (
                  <AccountItem
                    key={account.id}
                    account={account}
                    onDecide={() => {
                      setNotice('');
                      setDeciding(account);
                    }}
                  />
                ))}
              </ul>
              <Pagination
                page={url.page}
                totalPages={page.meta.total_pages}
                hrefFor={(next) => `~${accountsHref({ ...url, page: next })}`}
                label="Account pages"
              />
            </>
          )
        }
      </QueryView>
      {deciding ? (
        <PublishingDialog
          account={deciding}
          onClose={() => setDeciding(null)}
          onDecided={(decided) => {
            setDeciding(null);
            setNotice(
              decided.publishing_approved
                ? `${decided.name} may now publish to the catalog.`
                : `${decided.name} may no longer publish; its units left the catalog.`,
            );
          }}
        />
      ) : null}
    </div>
  );
}
