import { describe, expect, it, vi } from 'vitest';
import { StorageUnavailableError } from '../products/asset-storage';
import { seedOnStart } from './seed-on-start';

const seeded = { branches: 12, equipment: 250, pictures: 250 };
const noSuchBucket = new StorageUnavailableError(
  Object.assign(new Error('UnknownError'), {
    name: 'NotFound',
    $metadata: { httpStatusCode: 404 },
  }),
);

function logger() {
  return { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };
}

describe('seedOnStart (SEED_DEMO_DATA)', () => {
  it('seeds when the asset store answers', async () => {
    const log = logger();
    const seed = vi.fn(async () => seeded);
    await expect(
      seedOnStart({ store: { check: async () => {} }, storeName: 'the S3 bucket b', seed, log }),
    ).resolves.toEqual(seeded);
    expect(seed).toHaveBeenCalledOnce();
    expect(log.info.mock.calls[0]![0]).toMatch(/^Seeded 12 branches and 250 equipment items/);
  });

  it('skips the seed with one clear line when the bucket is missing, without throwing', async () => {
    const log = logger();
    const seed = vi.fn(async () => seeded);
    const store = { check: () => Promise.reject(noSuchBucket) };
    await expect(
      seedOnStart({ store, storeName: 'the S3 bucket liftline-assets', seed, log }),
    ).resolves.toBeNull();
    expect(seed).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'Demo data not seeded: the S3 bucket liftline-assets cannot be reached (NotFound, HTTP 404). Create it, then restart to seed.',
    );
  });

  it('logs a failed seed instead of crashing the start', async () => {
    const log = logger();
    const seed = () => Promise.reject(noSuchBucket);
    await expect(
      seedOnStart({ store: { check: async () => {} }, storeName: 'the S3 bucket b', seed, log }),
    ).resolves.toBeNull();
    expect(log.warn.mock.calls[0]![0]).toBe(
      'Demo data not seeded: NotFound, HTTP 404. The next start tries again.',
    );
  });
});
