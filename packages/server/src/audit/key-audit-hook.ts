import type { FastifyReply, FastifyRequest } from 'fastify';
import { credentialOf, isKeyCaller, type Authenticator } from '../auth/authenticator';
import type { Queryable } from '../db/database';
import { recordAudit } from './audit-log';

/** Operations that write their own audit line (`api_key.*`, `webhook_endpoint.*`, a resend). */
const SELF_AUDITED = new Set([
  'createApiKey',
  'revokeApiKey',
  'createWebhookEndpoint',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'rotateWebhookSecret',
  'resendWebhookDelivery',
]);

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

/**
 * `operation.performed`: every change a secret API key made (a POST, PUT, PATCH or DELETE that
 * answered 2xx, not an Idempotency-Key replay) goes to its account's audit list, its target the operation and the call
 * (`POST /account/12/bookings`). Written before the answer leaves, so a client that got the 2xx
 * finds the line; a failure to write it is logged, never turned into an error of a change that
 * is already committed.
 */
export function keyAuditHook({ db, auth }: { db: Queryable; auth: Authenticator }) {
  return async function recordKeyChange(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
    // An Idempotency-Key replay answers the first answer again: nothing was done this time.
    if (reply.getHeader('idempotent-replayed') === 'true') return payload;
    const operationId = operationOf(request);
    if (!operationId || SELF_AUDITED.has(operationId)) return payload;
    if (!credentialOf(request)?.startsWith('sk_')) return payload;
    // The key was looked up for this request already (authenticator.ts): no second query.
    const caller = await auth.optional(request).catch(() => null);
    if (!caller || !isKeyCaller(caller)) return payload;
    const path = request.url.split('?')[0]!.replace(/^\/api\/v1(?=\/)/, '');
    try {
      await recordAudit(db, {
        accountId: caller.accountId,
        actor: { kind: 'api_key', apiKeyId: caller.apiKeyId },
        action: 'operation.performed',
        target: { type: 'operation', id: operationId, label: `${request.method} ${path}` },
      });
    } catch (error) {
      request.log.error(
        { err: error, operationId },
        'the audit line of a key’s change was not written',
      );
    }
    return payload;
  };
}
