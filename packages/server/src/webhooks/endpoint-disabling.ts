import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { Outbox } from '../mail/outbox';
import { GIVE_UP_AFTER } from './delivery-store';
import { accountOwners, endpointDisabledMail } from './webhook-mails';

/** The `last_error` of the deliveries that were still queued when their endpoint was turned off. */
export const DISABLED_ERROR = 'endpoint turned off after failing for 3 days';

/**
 * Turns off an endpoint that has been failing for 3 days (still active, `failing_since` 3 days
 * ago or more), in one transaction: `active` false and `disabled_at`, its queued deliveries
 * failed, the audit line `webhook_endpoint.disabled` (actor `system`) and a mail to each owner of
 * the account. Answers whether it did (false: already off, or it succeeded meanwhile).
 */
export async function disableFailingEndpoint(
  db: Database,
  outbox: Outbox,
  publicUrl: string,
  endpointId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ account_id: number; url: string; account_name: string }>(
      `update webhook_endpoints e
          set active = false, disabled_at = now(), updated_at = now()
        where id = $1 and active and failing_since <= now() - ${GIVE_UP_AFTER}
       returning account_id, url, (select name from accounts a where a.id = e.account_id)
         as account_name`,
      [endpointId],
    );
    const endpoint = rows[0];
    if (!endpoint) return false;
    await tx.query(
      `update webhook_deliveries
          set status = 'failed', completed_at = now(), locked_until = null, last_error = $2
        where endpoint_id = $1 and status = 'pending'`,
      [endpointId, DISABLED_ERROR],
    );
    await recordAudit(tx, {
      accountId: endpoint.account_id,
      actor: { kind: 'system' },
      action: 'webhook_endpoint.disabled',
      target: { type: 'webhook_endpoint', id: endpointId, label: endpoint.url },
    });
    const disabled = { id: endpointId, url: endpoint.url, accountName: endpoint.account_name };
    for (const owner of await accountOwners(tx, endpoint.account_id)) {
      await outbox.enqueue(endpointDisabledMail(publicUrl, owner, disabled), tx);
    }
    return true;
  });
}
