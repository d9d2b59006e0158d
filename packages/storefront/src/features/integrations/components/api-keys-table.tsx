import { can, permissionLabel } from '@liftline/sdk';
import { Badge } from '@/components/ui/badge/badge';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { DataTable } from '@/components/ui/table/data-table';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatWhen } from '../format';
import type { ApiKey } from '../integrations-api';
import { KEY_STATUS_LABELS, KEY_STATUS_TONES } from '../labels';
import { RevokeKeyButton } from './revoke-key-button';
import styles from './integrations.module.scss';

const when = (iso: string | null, none: string) =>
  iso ? <time dateTime={iso}>{formatWhen(iso)}</time> : none;

/** The account's keys: name, visible prefix, permissions, who made it when, use, expiry, status. */
export function ApiKeysTable({ accountId, keys }: { accountId: number; keys: readonly ApiKey[] }) {
  const seesAudit = can(useUser(), 'audit.view');
  return (
    <DataTable placement="page" columns="many" caption="API keys, newest first">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Key</th>
          <th scope="col">Permissions</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Expires</th>
          <th scope="col">Status</th>
          <th scope="col" data-label="">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <th scope="row" className={styles.name}>
              {key.name}
            </th>
            <td className={`${styles.code} ${styles.nowrap}`}>{key.prefix}…</td>
            <td>
              {key.permission_names.length === 0 ? (
                'None'
              ) : (
                <ul className={styles.plainList}>
                  {key.permission_names.map((name) => (
                    <li key={name}>{permissionLabel(name)}</li>
                  ))}
                </ul>
              )}
            </td>
            <td className={styles.who}>
              {when(key.created_at, '—')}
              <br />
              <span className={styles.muted}>by {key.created_by?.name ?? 'a former member'}</span>
            </td>
            <td>{when(key.last_used_at, 'Never')}</td>
            <td>{when(key.expires_at, 'Never')}</td>
            <td>
              <Badge tone={KEY_STATUS_TONES[key.status]}>{KEY_STATUS_LABELS[key.status]}</Badge>
              {key.revoked_at ? (
                <>
                  <br />
                  <span className={styles.muted}>{when(key.revoked_at, '')}</span>
                </>
              ) : null}
            </td>
            <td>
              <div className={styles.rowActions}>
                {key.status === 'active' ? (
                  <RevokeKeyButton accountId={accountId} apiKey={key} />
                ) : null}
                {seesAudit ? (
                  <PrefetchLink href={paths.audit.getHref({ api_key_id: key.id })}>
                    Activity <span className="visually-hidden">of {key.name}</span>
                  </PrefetchLink>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
