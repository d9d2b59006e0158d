import type { operations } from '@liftline/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccountOperations } from '../accounts/account-operations';
import { createApiKeyOperations } from '../api-keys/api-key-operations';
import type { AccessTokens } from '../auth/access-tokens';
import { createAuthOperations } from '../auth/auth-operations';
import type { Authenticator } from '../auth/authenticator';
import { createBookingOperations } from '../bookings/booking-operations';
import { createBranchOperations } from '../branches/branch-operations';
import { createCatalogOperations } from '../catalog/catalog-operations';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { createDealerSiteOperations } from '../dealers/dealer-site-operations';
import { createDealerFunnelOperations } from '../dealers/funnel/funnel-operations';
import type { DealerEventIngest } from '../dealers/events/dealer-events';
import { createDealerEventOperations } from '../dealers/events/event-operations';
import type { SiteKeyResolver } from '../dealers/site-key-resolver';
import { createLeadOperations } from '../leads/lead-operations';
import type { Limits } from '../limits/limits';
import type { Outbox } from '../mail/outbox';
import type { AssetStore } from '../products/asset-storage';
import { createProductOperations } from '../products/product-operations';
import type { Webhooks } from '../webhooks/webhooks';
import { createWebhookEndpointOperations } from '../webhooks/endpoints/endpoint-operations';

export type OperationId = keyof operations;

/** The validated query of an operation. */
export type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : never;

/** The validated path parameters of an operation. */
export type PathOf<Op extends OperationId> = operations[Op]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;

/** The validated JSON body of an operation. */
export type BodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/**
 * The request as the handler of `Op` sees it: params, query and body typed from the document,
 * which already validated them (so a handler reads `request.params.id`, no casts).
 */
export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathOf<Op>;
  Querystring: QueryOf<Op>;
  Body: BodyOf<Op>;
}>;

/** A route handler of one operation. */
export type OperationHandler<Op extends OperationId = OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<unknown>;

/** Handlers by operationId: each method's request is typed by its own operation. */
export type OperationHandlers = { [Op in OperationId]?: OperationHandler<Op> };

/** Everything handlers may use; each feature takes what it needs. */
export interface OperationDependencies {
  db: Database;
  config: ServerConfig;
  tokens: AccessTokens;
  auth: Authenticator;
  outbox: Outbox;
  /** Where uploaded files are kept (the local directory or the S3 bucket). */
  store: AssetStore;
  /** Per-key limits and the login backoff (shared on PostgreSQL, in memory on PGlite). */
  limits: Limits;
  /** Which dealer site a publishable key and an `Origin` credit (cached; dealers/). */
  siteKeys: SiteKeyResolver;
  /** The funnel-event ingest: its limits and write buffer (dealers/events). */
  dealerEvents: DealerEventIngest;
  /**
   * Webhook events: `enqueue(tx, accountId, type, data)` in the transaction of the change,
   * `wake()` after it committed (the app also wakes after each answer), the address `policy`.
   */
  webhooks: Webhooks;
}

/** Handlers by operationId, one module per feature. Operations missing here answer 501. */
export function createOperations(deps: OperationDependencies): OperationHandlers {
  return {
    ...createBranchOperations(deps),
    ...createAuthOperations(deps),
    ...createCatalogOperations(deps),
    ...createLeadOperations(deps),
    ...createAccountOperations(deps),
    ...createProductOperations(deps),
    ...createBookingOperations(deps),
    ...createDealerEventOperations(deps),
    ...createDealerFunnelOperations(deps),
    ...createDealerSiteOperations(deps),
    ...createApiKeyOperations(deps),
    ...createWebhookEndpointOperations(deps),
  };
}
