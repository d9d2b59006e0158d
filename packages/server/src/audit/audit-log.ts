import type { Queryable } from '../db/database';

/** What the audit list records (migrations 029 and 030: `audit_events.action`). */
export type AuditAction =
  | 'api_key.created'
  | 'api_key.revoked'
  | 'webhook_endpoint.created'
  | 'webhook_endpoint.updated'
  | 'webhook_endpoint.deleted'
  | 'webhook_endpoint.secret_rotated'
  | 'webhook_endpoint.disabled'
  | 'webhook_endpoint.test_sent'
  | 'webhook_delivery.resent'
  | 'operation.performed';

export type AuditTargetType = 'api_key' | 'webhook_endpoint' | 'webhook_delivery' | 'operation';

/** Who did it: a person, a secret API key, or the server itself. */
export type AuditActor =
  { kind: 'user'; userId: number } | { kind: 'api_key'; apiKeyId: number } | { kind: 'system' };

export interface AuditEntry {
  accountId: number;
  actor: AuditActor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number | null; label: string };
}

/**
 * The actor of a caller: the key when the call carried a secret API key, otherwise the person.
 * (`apiKeyId` is set only on a key's calls; see auth/authenticator.ts.)
 */
export function auditActorOf(caller: {
  userId: number | null;
  apiKeyId?: number | null;
}): AuditActor {
  if (caller.apiKeyId != null) return { kind: 'api_key', apiKeyId: caller.apiKeyId };
  if (caller.userId != null) return { kind: 'user', userId: caller.userId };
  return { kind: 'system' };
}

/**
 * Appends one line to the account's audit list. Pass the transaction of the change (`tx`) so the
 * line exists exactly when the change does.
 */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  const { actor, target } = entry;
  await q.query(
    `insert into audit_events
       (account_id, actor_kind, actor_user_id, actor_api_key_id, action, target_type, target_id, target_label)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.accountId,
      actor.kind,
      actor.kind === 'user' ? actor.userId : null,
      actor.kind === 'api_key' ? actor.apiKeyId : null,
      entry.action,
      target.type,
      target.id === null ? null : String(target.id).slice(0, 100),
      target.label.slice(0, 2100),
    ],
  );
}
