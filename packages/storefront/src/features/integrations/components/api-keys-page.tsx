import { useState } from 'react';
import { useSearch } from 'wouter';
import { QueryView } from '@/components/ui/load-error/query-view';
import { Pagination } from '@/components/ui/pagination/pagination';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { pageOf, useApiKeys, type ApiKeyWithSecret } from '../integrations-api';
import { ApiKeyForm } from './api-key-form';
import { ApiKeysTable } from './api-keys-table';
import { CreatePanel, useCreateButton } from './create-panel';
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
  // After the form or the secret's dialog closes, the focus goes back to "Create a key".
  const [createButton, refocusCreate] = useCreateButton();

  return (
    <div className={styles.page}>
      <CreatePanel
        id="api-key-new"
        title="Create a key"
        buttonLabel="Create a key"
        buttonRef={createButton}
        onOpen={() => setCreating(true)}
        intro={
          <>
            A secret key lets one of your systems (an ERP, a script) call the API as this account,
            with the permissions you give it. Send it as <code>Authorization: Bearer sk_…</code>{' '}
            from a server only, never from a browser or an app.
          </>
        }
        form={
          creating ? (
            <ApiKeyForm
              accountId={accountId}
              held={held}
              onCreated={(key) => {
                setCreating(false);
                setCreated(key);
              }}
              onCancel={() => {
                setCreating(false);
                refocusCreate();
              }}
            />
          ) : null
        }
      />
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
          refocusCreate();
        }}
      />
    </div>
  );
}
