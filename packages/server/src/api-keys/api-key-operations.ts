import type { OperationDependencies } from '../api/operation-dependencies';
import type { OperationHandlers } from '../api/operations';
import { createAccountAccess } from '../accounts/account-access';
import { checkedPermissionNames, trimmedName } from '../accounts/account-context';
import { pageOf, pageRequest } from '../accounts/pagination';
import { ceilingOf, requireWithinCeiling } from '../accounts/privilege-ceiling';
import { recordAudit } from '../audit/audit-log';
import { createAuditRepository } from '../audit/audit-repository';
import { hashSecretToken } from '../auth/secret-tokens';
import { notFound, validationFailed } from '../http/api-error';
import { newApiKeySecret } from './api-key-secret';
import { createApiKeyRepository, MAX_ACTIVE_API_KEYS } from './api-key-repository';

const KEY_NOT_FOUND = 'This API key could not be found.';
const NOT_FOR_KEYS = 'a key never makes or revokes keys: api_keys.manage cannot be given to one';

/** 422 on `expires_at` unless it is in the future (the server's clock); null - never. */
function checkedExpiry(expiresAt: string | null | undefined): string | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  if (!(Date.parse(expiresAt) > Date.now()))
    throw validationFailed({ expires_at: ['must be in the future'] });
  return new Date(expiresAt).toISOString();
}

/**
 * Secret API keys (create, list, revoke: a person holding `api_keys.manage`; a key gets 403) and
 * the account's audit list (`audit.view`, a key may read it).
 */
export function createApiKeyOperations({ db, auth }: OperationDependencies): OperationHandlers {
  const requireAccountAccess = createAccountAccess({ db, auth });
  const { requireMemberAccess } = requireAccountAccess;
  const keys = createApiKeyRepository(db);
  const audit = createAuditRepository(db);

  return {
    async listApiKeys(request) {
      const { id } = request.params;
      await requireMemberAccess(request, id, 'api_keys.manage');
      const page = pageRequest(request.query);
      const { items, total } = await keys.page(id, page);
      return pageOf(items, total, page);
    },

    async createApiKey(request, reply) {
      const { id } = request.params;
      const { caller, membership } = await requireMemberAccess(request, id, 'api_keys.manage');
      const body = request.body;
      const name = trimmedName(body.name);
      const permissionNames = checkedPermissionNames(body.permission_names);
      const managing = body.permission_names.indexOf('api_keys.manage');
      if (managing >= 0)
        throw validationFailed({ [`permission_names.${managing}`]: [NOT_FOR_KEYS] });
      const expiresAt = checkedExpiry(body.expires_at);
      requireWithinCeiling(
        ceilingOf(membership),
        permissionNames,
        'A key can only hold permissions you hold yourself.',
      );
      const { secret, prefix } = newApiKeySecret();
      const key = await db.transaction(async (tx) => {
        const txKeys = createApiKeyRepository(tx);
        if ((await txKeys.lockAccount(id)) >= MAX_ACTIVE_API_KEYS) {
          throw validationFailed({
            name: [`the account already has ${MAX_ACTIVE_API_KEYS} active keys: revoke one first`],
          });
        }
        const created = await txKeys.insert({
          accountId: id,
          name,
          prefix,
          secretHash: hashSecretToken(secret),
          permissionNames,
          createdBy: caller.userId,
          expiresAt,
        });
        await recordAudit(tx, {
          accountId: id,
          actor: { kind: 'user', userId: caller.userId },
          action: 'api_key.created',
          target: { type: 'api_key', id: created.id, label: created.name },
        });
        return created;
      });
      reply.code(201);
      return { ...key, secret };
    },

    async revokeApiKey(request, reply) {
      const { id, keyId } = request.params;
      const { caller, membership } = await requireMemberAccess(request, id, 'api_keys.manage');
      await db.transaction(async (tx) => {
        const txKeys = createApiKeyRepository(tx);
        const key = await txKeys.lockKey(id, keyId);
        if (!key) throw notFound(KEY_NOT_FOUND);
        if (key.revoked) return;
        requireWithinCeiling(
          ceilingOf(membership),
          key.permissionNames,
          'You cannot revoke a key that holds permissions you do not hold.',
        );
        await txKeys.revoke(keyId);
        await recordAudit(tx, {
          accountId: id,
          actor: { kind: 'user', userId: caller.userId },
          action: 'api_key.revoked',
          target: { type: 'api_key', id: keyId, label: key.name },
        });
      });
      return reply.code(204).send();
    },

    async listAuditEvents(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'audit.view');
      const page = pageRequest(request.query);
      const { items, total } = await audit.page(id, { apiKeyId: request.query.api_key_id }, page);
      return pageOf(items, total, page);
    },
  };
}
