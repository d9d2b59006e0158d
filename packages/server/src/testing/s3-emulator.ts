import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config';
import { createS3AssetStore } from '../products/s3-asset-store';

/** s3rver's built-in account: the only credentials it accepts. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3 emulator (s3rver) in this process on 127.0.0.1 (a free port), keeping its objects in a
 * temp directory (`directory`, for tests that tamper with them), with `bucket` created.
 */
export async function startS3Emulator(bucket = 'liftline-test') {
  const directory = mkdtempSync(join(tmpdir(), 'liftline-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    /** A store on this emulator (another bucket name: a missing bucket). */
    store: (overrides: Partial<S3Config> = {}) =>
      createS3AssetStore({ ...config, ...overrides, credentials: EMULATOR_CREDENTIALS }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Emulator = Awaited<ReturnType<typeof startS3Emulator>>;
