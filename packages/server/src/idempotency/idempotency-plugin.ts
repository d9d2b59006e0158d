import { readContract } from '../http/contract-document';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Authenticator } from '../auth/authenticator';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { purgeHourly } from '../http/hourly-purge';
import { fingerprintedBody } from '../products/asset-uploads';
import {
  createIdempotencyStore,
  type ClaimToken,
  type IdempotencyStore,
} from './idempotency-store';
import { idempotencyKeyOf, requestHash, scopeOf, sha256Hex } from './request-identity';
import { seal, unseal } from './sealed-answer';

const idempotencyMessages = {
  keyReused: /*i18n*/ {
    id: 'idempotency.keyReused',
    message: 'This Idempotency-Key was already used for another request.',
  },
  keyInUse: /*i18n*/ {
    id: 'idempotency.keyInUse',
    message: 'A request with this Idempotency-Key is still being processed.',
  },
};

const keyReused = () => new ApiError(422, idempotencyMessages.keyReused, 'idempotency_key_reused');

/** The headers of an answer that a replay repeats (never cookies). */
const REPLAYED_HEADERS = ['content-type', 'content-language', 'location'];

export interface IdempotencyOptions {
  db: Queryable;
  auth: Pick<Authenticator, 'optional'>;
  openapiPath: string;
  /** How long a repeat waits for the first request before its 409 (default about 10 s). */
  waitMs?: number;
}

/** Operations of the document that take the `Idempotency-Key` header parameter. */
export function operationsTakingKey(openapiPath: string): Set<string> {
  const document = readContract(openapiPath) as {
    paths: Record<
      string,
      Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>
    >;
  };
  const operations = new Set<string>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item))
      if (
        operation.operationId &&
        operation.parameters?.some((p) => p.$ref === '#/components/parameters/IdempotencyKey')
      )
        operations.add(operation.operationId);
  return operations;
}

interface OwnedClaim {
  scope: string;
  key: string;
  keyHash: string;
  token: ClaimToken;
}

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Refused before it ran (contract: "keeps nothing"): the key is given back, not kept. */
function keptAnswer(status: number, payload: unknown): payload is string | Buffer | undefined {
  if (status >= 500 || status === 401 || status === 410 || status === 429) return false;
  // (A stream is never an answer of these operations; it could not be kept.)
  if (payload != null && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  return !(status === 422 && String(payload).includes('"slug":"validation_failed"'));
}

/**
 * `Idempotency-Key` on the contract's POSTs (see "Idempotent requests" in openapi.yaml): claimed
 * in a preHandler — after authentication, rate limits and validation, so their refusals keep
 * nothing — and answered again, sealed, on a repeat. The answer (< 500) is kept when it is sent;
 * a 5xx (or a refusal) gives the key back.
 */
async function idempotencyPlugin(app: FastifyInstance, options: IdempotencyOptions) {
  const { auth, openapiPath, waitMs = 10_000 } = options;
  const store: IdempotencyStore = createIdempotencyStore(options.db);
  const takesKey = operationsTakingKey(openapiPath);
  const owned = new WeakMap<FastifyRequest, OwnedClaim>();

  /** Owns the key (undefined: the handler runs), or answers the kept answer (the reply). */
  async function replayOrWait(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    operationId: string,
  ): Promise<FastifyReply | undefined> {
    const caller = await auth.optional(request).catch(() => null);
    // The matched operation, not the raw URL: `/equipment/request-quote/` is the same call.
    const operation = { operationId, params: request.params };
    const scope = scopeOf(caller, operation);
    // A multipart body: its fields, and its file by name and SHA-256 (whatever the operation).
    const body = fingerprintedBody(request);
    const bodyHash = requestHash({ method: request.method, operation, query: request.query, body });
    // The route's template (`/api/v1/account/:id/…`), kept for reading the table.
    const path = request.routeOptions.url ?? operationId;
    const keyHash = sha256Hex(key);
    const claim = { scope, keyHash, method: request.method, path, bodyHash };
    for (const deadline = Date.now() + waitMs; ;) {
      const token = await store.claim(claim);
      if (token) {
        owned.set(request, { scope, key, keyHash, token });
        return undefined;
      }
      const row = await store.find(scope, keyHash);
      if (row && row.body_hash !== bodyHash) throw keyReused();
      if (row?.state === 'completed') {
        const answer = unseal(row.response_body ?? '', key, scope);
        if (!answer) throw new Error('idempotency: a kept answer could not be opened');
        return reply
          .code(answer.status)
          .headers(answer.headers)
          .header('idempotent-replayed', 'true')
          .send(answer.body);
      }
      if (Date.now() >= deadline) {
        reply.header('retry-after', '1');
        throw new ApiError(409, idempotencyMessages.keyInUse, 'idempotency_key_in_use');
      }
      // Still running elsewhere (or just given back): look again shortly.
      if (row) await pause(50 + Math.random() * 50);
    }
  }

  app.addHook('preHandler', async (request, reply) => {
    const operationId = operationOf(request);
    if (!operationId || !takesKey.has(operationId)) return;
    const key = idempotencyKeyOf(request.headers);
    // Answering a repeat from this hook: return the reply, so the handler does not run.
    if (key !== undefined) return replayOrWait(request, reply, key, operationId);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = owned.get(request);
    if (!claim) return payload;
    owned.delete(request);
    const { scope, keyHash, token } = claim;
    try {
      if (!keptAnswer(reply.statusCode, payload)) {
        await store.release(scope, keyHash, token);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : (payload ?? '');
      const answer = { status: reply.statusCode, headers, body };
      await store.complete(scope, keyHash, token, answer.status, seal(answer, claim.key, scope));
    } catch (error) {
      // The answer still goes out; the key stays taken until its lease ends (60 s).
      request.log.warn({ err: error }, 'idempotency: the answer could not be kept');
    }
    return payload;
  });

  // An answer that never reached onSend (the connection broke first) gives its key back.
  app.addHook('onResponse', async (request) => {
    const claim = owned.get(request);
    if (!claim) return;
    owned.delete(request);
    await store.release(claim.scope, claim.keyHash, claim.token).catch((error: unknown) => {
      request.log.warn({ err: error }, 'idempotency: a key could not be given back');
    });
  });

  purgeHourly(app, () => store.purgeExpired(), 'idempotency: purging expired keys failed');
}

/** Applies to the whole app (not encapsulated). */
export const idempotency = fp(idempotencyPlugin, { name: 'liftline-idempotency' });
