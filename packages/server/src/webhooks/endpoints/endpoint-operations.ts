import { createAccountAccess } from '../../accounts/account-access';
import { pageOf, pageRequest } from '../../accounts/pagination';
import type { OperationDependencies } from '../../api/operation-dependencies';
import type { OperationHandlers } from '../../api/operations';
import type { Queryable } from '../../db/database';
import { validationFailed } from '../../http/api-error';
import { withValues } from '../../i18n/i18n';
import { auditActorOf, recordAudit, type AuditAction } from '../../audit/audit-log';
import { resolveWebhookTarget, systemResolver, type Resolver } from '../target-policy';
import { createDeliveryOperations } from './delivery-operations';
import { endpointMessages, endpointNotFound } from './endpoint-messages';
import {
  createEndpointRepository,
  isDuplicateUrl,
  type EndpointChanges,
  type WebhookEndpoint,
} from './endpoint-repository';
import { requireEventPermissions, requireSendingPermissions } from './event-permissions';
import { createTestEventOperations } from './test-event-operations';
import { newWebhookSecret } from './webhook-secret';

/** Endpoints an account may register, turned-off ones included (the document's cap). */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** A description as stored: trimmed, null when blank. */
const trimmedDescription = (description: string | null | undefined) => description?.trim() || null;

/** Appends the audit line of a change to an endpoint, in the change's transaction. */
export function auditEndpoint(
  tx: Queryable,
  caller: Parameters<typeof auditActorOf>[0],
  accountId: number,
  action: AuditAction,
  endpoint: { id: number; url: string },
) {
  return recordAudit(tx, {
    accountId,
    actor: auditActorOf(caller),
    action,
    target: { type: 'webhook_endpoint', id: endpoint.id, label: endpoint.url },
  });
}

/**
 * Webhook endpoints of an account (`webhooks.manage`; another account's endpoint is a 404 like a
 * missing one): register, list, read, change, delete, rotate the secret. The secret is in the
 * answers of creation and rotation only. The cap and the unique URL are checked with the account
 * locked, so two concurrent calls cannot both pass them. Every change writes its audit line in
 * its own transaction.
 */
export function createWebhookEndpointOperations(
  deps: OperationDependencies,
  { resolve = systemResolver }: { resolve?: Resolver } = {},
): OperationHandlers {
  const { db, auth, webhooks } = deps;
  const requireAccountAccess = createAccountAccess({ db, auth });
  const endpoints = createEndpointRepository(db);

  /** The URL as stored (normalized by the URL parser), or 422 on `url` saying why not. */
  async function checkedUrl(url: string): Promise<string> {
    const check = await resolveWebhookTarget(url, webhooks.policy, resolve);
    if (!check.ok) throw validationFailed({ url: [check.reason] });
    return check.url.href;
  }

  const urlTaken = () => validationFailed({ url: [endpointMessages.urlTaken] });

  async function refuseTakenUrl(tx: Queryable, accountId: number, url: string, id: number | null) {
    if (await createEndpointRepository(tx).urlTaken(accountId, url, id)) throw urlTaken();
  }

  /**
   * A transaction that registers or changes an endpoint. The account lock makes the URL check
   * exact; should the unique index still refuse (a change made around the lock), it is the same
   * 422, never a 500.
   */
  async function changeEndpoints<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isDuplicateUrl(error)) throw urlTaken();
      throw error;
    }
  }

  return {
    async listWebhookEndpoints(request) {
      const { id } = request.params;
      await requireAccountAccess(request, id, 'webhooks.manage');
      const page = pageRequest(request.query);
      const { items, total } = await endpoints.page(id, page);
      return pageOf(items, total, page);
    },

    async createWebhookEndpoint(request, reply) {
      const { id } = request.params;
      const { caller, membership } = await requireAccountAccess(request, id, 'webhooks.manage');
      const { events, active = true } = request.body;
      requireEventPermissions(events, membership.permissions);
      const url = await checkedUrl(request.body.url);
      const created = await changeEndpoints(async (tx) => {
        const repository = createEndpointRepository(tx);
        if ((await repository.lockAccount(id)) >= MAX_WEBHOOK_ENDPOINTS) {
          const tooMany = withValues(endpointMessages.tooManyEndpoints, {
            max: MAX_WEBHOOK_ENDPOINTS,
          });
          throw validationFailed({ url: [tooMany] });
        }
        await refuseTakenUrl(tx, id, url, null);
        const endpoint = await repository.insert({
          accountId: id,
          url,
          events,
          description: trimmedDescription(request.body.description),
          active,
          secret: newWebhookSecret(),
        });
        await auditEndpoint(tx, caller, id, 'webhook_endpoint.created', endpoint);
        return endpoint;
      });
      return reply.code(201).send(created);
    },

    async getWebhookEndpoint(request) {
      const { id, endpointId } = request.params;
      await requireAccountAccess(request, id, 'webhooks.manage');
      const endpoint = await endpoints.find(id, endpointId);
      if (!endpoint) throw endpointNotFound();
      return endpoint;
    },

    async updateWebhookEndpoint(request) {
      const { id, endpointId } = request.params;
      const { caller, membership } = await requireAccountAccess(request, id, 'webhooks.manage');
      const { body } = request;
      const changes: EndpointChanges = { events: body.events, active: body.active };
      if (body.events) requireEventPermissions(body.events, membership.permissions);
      if (body.url !== undefined) changes.url = await checkedUrl(body.url);
      if (body.description !== undefined)
        changes.description = trimmedDescription(body.description);
      return changeEndpoints(async (tx): Promise<WebhookEndpoint> => {
        const repository = createEndpointRepository(tx);
        await repository.lockAccount(id);
        const current = await repository.find(id, endpointId);
        if (!current) throw endpointNotFound();
        // A new destination or turning it on sends the events' data there: read them all.
        const moves = changes.url !== undefined && changes.url !== current.url;
        if (moves || (changes.active === true && !current.active)) {
          requireSendingPermissions(changes.events ?? current.events, membership.permissions);
        }
        if (changes.url !== undefined) await refuseTakenUrl(tx, id, changes.url, endpointId);
        const updated = (await repository.update(id, endpointId, changes))!;
        if (current.active && !updated.active) await repository.failQueued(endpointId);
        await auditEndpoint(tx, caller, id, 'webhook_endpoint.updated', updated);
        return updated;
      });
    },

    async deleteWebhookEndpoint(request, reply) {
      const { id, endpointId } = request.params;
      const { caller } = await requireAccountAccess(request, id, 'webhooks.manage');
      await db.transaction(async (tx) => {
        const removed = await createEndpointRepository(tx).remove(id, endpointId);
        if (!removed) throw endpointNotFound();
        await auditEndpoint(tx, caller, id, 'webhook_endpoint.deleted', {
          id: endpointId,
          url: removed.url,
        });
      });
      return reply.code(204).send();
    },

    async rotateWebhookSecret(request) {
      const { id, endpointId } = request.params;
      const { caller, membership } = await requireAccountAccess(request, id, 'webhooks.manage');
      return db.transaction(async (tx) => {
        const repository = createEndpointRepository(tx);
        // The new secret verifies (and could forge) what the endpoint carries: the caller reads it.
        const current = await repository.findForUpdate(id, endpointId);
        if (!current) throw endpointNotFound();
        requireSendingPermissions(current.events, membership.permissions);
        const rotated = (await repository.rotate(id, endpointId, newWebhookSecret()))!;
        await auditEndpoint(tx, caller, id, 'webhook_endpoint.secret_rotated', rotated);
        return rotated;
      });
    },

    ...createDeliveryOperations(deps),
    ...createTestEventOperations(deps),
  };
}
