import type { Queryable } from './database';

/**
 * The demo dealer site (docs/demo-data.md): registered by the demo owner's account for the example
 * dealer page (`npm run dealer-site`, examples/dealer-site/), whose widgets carry its key. The key
 * is fixed so the committed example pages work on every fresh database; publishable keys are public
 * by design (it only names the site).
 */
export const DEMO_DEALER_SITE = {
  name: 'Example dealer site',
  origins: ['http://localhost:3100', 'http://127.0.0.1:3100'],
  publishableKey: 'pk_exampleDealer2026demoKey',
} as const;

/** Registers the demo dealer site in `accountId`, created by `userId`. */
export async function seedDemoDealerSite(
  tx: Queryable,
  { accountId, userId }: { accountId: number; userId: number },
): Promise<void> {
  await tx.query(
    `insert into dealer_sites (account_id, name, origins, publishable_key, created_by_user_id)
     values ($1, $2, $3, $4, $5)`,
    [
      accountId,
      DEMO_DEALER_SITE.name,
      DEMO_DEALER_SITE.origins,
      DEMO_DEALER_SITE.publishableKey,
      userId,
    ],
  );
}
