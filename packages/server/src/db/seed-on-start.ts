import type { AssetStore } from '../products/asset-storage';
import type { SeedResult } from './seed-demo-data';

export interface SeedOnStartOptions {
  store: Pick<AssetStore, 'check'>;
  /** The store as the log names it: `the S3 bucket liftline-assets`, `the assets directory`. */
  storeName: string;
  seed: () => Promise<SeedResult>;
  log: { info(message: string): void; warn(message: string): void };
}

/** A short reason for the log (the S3 error's name and status, never a stack). */
function reason(error: unknown): string {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = cause?.$metadata?.httpStatusCode;
  return [cause?.name ?? cause?.message ?? String(error), status && `HTTP ${status}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * `SEED_DEMO_DATA` at start: seeds the demo data when the asset store (its pictures' home) answers.
 * Never throws: a missing bucket or a failed seed is one log line and the server starts without the
 * demo data (the seed runs in one transaction, so the next start seeds an empty database again);
 * a crash here would put every instance into a restart loop.
 */
export async function seedOnStart({
  store,
  storeName,
  seed,
  log,
}: SeedOnStartOptions): Promise<SeedResult | null> {
  try {
    await store.check();
  } catch (error) {
    log.warn(
      `Demo data not seeded: ${storeName} cannot be reached (${reason(error)}). Create it, then restart to seed.`,
    );
    return null;
  }
  const started = performance.now();
  try {
    const seeded = await seed();
    if (seeded.branches > 0)
      log.info(
        `Seeded ${seeded.branches} branches and ${seeded.equipment} equipment items with ${seeded.pictures} pictures in ${Math.round(performance.now() - started)} ms.`,
      );
    return seeded;
  } catch (error) {
    log.warn(`Demo data not seeded: ${reason(error)}. The next start tries again.`);
    return null;
  }
}
