import type { AccessTokens } from '../auth/access-tokens';
import type { Authenticator } from '../auth/authenticator';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DealerEventIngest } from '../dealers/events/dealer-events';
import type { SiteKeyResolver } from '../dealers/site-key-resolver';
import type { Limits } from '../limits/limits';
import type { Outbox } from '../mail/outbox';
import type { AssetStore } from '../products/asset-storage';
import type { Webhooks } from '../webhooks/webhooks';

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
