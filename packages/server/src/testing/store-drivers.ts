import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { INCOMING_PREFIX, type AssetStore } from '../products/asset-storage';
import { createLocalAssetStore } from '../products/local-asset-store';
import { createS3AssetStore } from '../products/s3-asset-store';
import { startS3Emulator } from './s3-emulator';

/** One asset store driver under test, with what tests look at behind its back. */
export interface StoreDriver {
  store: AssetStore;
  /** A store of the same kind that cannot be reached. */
  unreachable: AssetStore;
  /** Keys of incoming uploads not yet claimed or removed. */
  incomingKeys(): Promise<string[]>;
  /** Multipart uploads begun and not finished or aborted (always 0 for a directory). */
  pendingUploads(): number;
  close(): Promise<void>;
}

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** A temp directory; unreachable: a directory below a file. */
export async function localDriver(): Promise<StoreDriver> {
  const root = mkdtempSync(join(tmpdir(), 'liftline-store-'));
  const blocked = join(root, 'not-a-directory');
  writeFileSync(blocked, 'a file where the directory should be');
  const assetsDir = join(root, 'uploads');
  return {
    store: createLocalAssetStore(assetsDir),
    unreachable: createLocalAssetStore(join(blocked, 'uploads')),
    incomingKeys: async () => {
      try {
        return readdirSync(join(assetsDir, INCOMING_PREFIX)).map((name) => INCOMING_PREFIX + name);
      } catch {
        return [];
      }
    },
    pendingUploads: () => 0,
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * The multipart uploads `client` began and has neither completed nor aborted. (Counted from what
 * the client sends: s3rver 3.7 answers AbortMultipartUpload with 405, so its folder of parts
 * would say nothing about the driver.)
 */
function trackMultipartUploads(client: S3Client): Set<string> {
  const open = new Set<string>();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const { UploadId } = args.input as { UploadId?: string };
      if (UploadId && /^(Abort|Complete)MultipartUpload/.test(context.commandName ?? '')) {
        open.delete(UploadId);
      }
      const result = await next(args);
      const created = (result.output as { UploadId?: string }).UploadId;
      if (created && context.commandName === 'CreateMultipartUploadCommand') open.add(created);
      return result;
    },
    { step: 'initialize', name: 'trackMultipartUploads' },
  );
  return open;
}

/** A bucket of an in-process S3 emulator; unreachable: a port nothing listens on. */
export async function s3Driver(): Promise<StoreDriver> {
  const emulator = await startS3Emulator();
  const store = emulator.store();
  const uploads = trackMultipartUploads(store.client);
  return {
    store,
    unreachable: createS3AssetStore({
      ...emulator.config,
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
    incomingKeys: async () => {
      const page = await store.client.send(
        new ListObjectsV2Command({ Bucket: emulator.config.bucket, Prefix: INCOMING_PREFIX }),
      );
      return (page.Contents ?? []).map((object) => object.Key!);
    },
    pendingUploads: () => uploads.size,
    close: () => emulator.close(),
  };
}

/** Both drivers, for `describe.each(STORE_DRIVERS)('… in a %s', (_name, open) => …)`. */
export const STORE_DRIVERS = [
  ['local directory', localDriver],
  ['S3 bucket', s3Driver],
] as const;
