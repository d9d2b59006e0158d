import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { buttonClass } from '@/components/ui/button/button-class';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { pageOf, useApiKeys, type ApiKeyWithSecret } from '../integrations-api';
import { ApiKeyForm } from './api-key-form';
import { ApiKeysTable } from './api-keys-table';
import { SecretDialog } from './secret-dialog';
import styles from './integrations.module.scss';

/** The account's secret API keys: create one (its secret shown once), list them, revoke one. */
export function ApiKeysPage() {
  const user = useUser();
  const accountId = user?.current_account.id ?? 0;
  const held = user?.current_account_user?.all_permission_names ?? [];
  const page = pageOf(useSearch());
  const keys = useApiKeys(accountId, page);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  // After the secret's dialog closes the focus goes back to "Create a key" (the form is gone).
  const createRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) createRef.current?.focus();
  }, [refocus]);

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="api-key-new">
        <h2 id="api-key-new" className={styles.sectionTitle}>
          Create a key
        </h2>
        {creating ? (
          <ApiKeyForm
            accountId={accountId}
            held={held}
            onCreated={(key) => {
              setCreating(false);
              setCreated(key);
            }}
            onCancel={() => {
              setCreating(false);
              setRefocus((count) => count + 1);
            }}
          />
        ) : (
          <>
            <p className={styles.muted}>
              A secret key lets one of your systems (an ERP, a script) call the API as this account,
              with the permissions you give it. Send it as <code>Authorization: Bearer sk_…</code>{' '}
              from a server only, never from a browser or an app.
            </p>
            <button
              ref={createRef}
              type="button"
              className={buttonClass('primary')}
              onClick={() => setCreating(true)}
            >
              Create a key
            </button>
          </>
        )}
      </section>
      <QueryView query={keys} what="the API keys" loading={<p role="status">Loading the keys…</p>}>
        {(list) =>
          list.meta.total === 0 ? (
            <p className={styles.empty}>No API keys yet.</p>
          ) : (
            <section className={styles.section} aria-labelledby="api-key-list">
              <h2 id="api-key-list" className={styles.sectionTitle}>
                Keys <span className={styles.count}>({list.meta.total})</span>
              </h2>
              <ApiKeysTable accountId={accountId} keys={list.items} />
              <Pagination
                page={page}
                totalPages={list.meta.total_pages}
                hrefFor={(next) => `${paths.apiKeys.getHref()}${next > 1 ? `?page=${next}` : ''}`}
                label="Key pages"
              />
            </section>
          )
        }
      </QueryView>
      <SecretDialog
        secret={created?.secret ?? null}
        title={created ? `${created.name}: your secret key` : 'Your secret key'}
        description="Give it to the system that calls the API, and keep it on a server."
        label="Secret key"
        onClose={() => {
          setCreated(null);
          setRefocus((count) => count + 1);
        }}
      />
    </div>
  );
}
