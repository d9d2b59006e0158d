import { createReadStream } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
} from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkedKey,
  checkedProductId,
  INCOMING_PREFIX,
  newIncomingKey,
  STORAGE_KEY_PATTERN,
  StorageUnavailableError,
  type AssetStore,
  type StoredObjectInfo,
} from './asset-storage';

/** File-system failures that are the disk's, not the request's: the store is unavailable. */
const UNAVAILABLE_CODES = new Set([
  'ENOSPC',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'EDQUOT',
  'ENOTDIR',
]);

const translated = (error: unknown) =>
  UNAVAILABLE_CODES.has((error as NodeJS.ErrnoException).code ?? '')
    ? new StorageUnavailableError(error)
    : error;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The asset store in a directory (`ASSETS_DIR`): a file per key, incoming uploads under
 * `.incoming/`. Every path is resolved and checked to stay inside the directory. A file is
 * written under a temporary name and renamed into place, so it is never seen half written.
 */
export function createLocalAssetStore(assetsDir: string): AssetStore & { root: string } {
  const root = resolve(assetsDir);

  function inside(...segments: string[]): string {
    const path = resolve(root, ...segments);
    const rel = relative(root, path);
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) {
      throw new Error(`Refusing a path outside the assets directory: ${path}`);
    }
    return path;
  }

  const pathOf = (key: string) => inside(checkedKey(key));

  async function info(path: string): Promise<StoredObjectInfo | undefined> {
    const stats = await stat(path).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw translated(error);
    });
    if (!stats?.isFile()) return undefined;
    return {
      size: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  /** Writes `body` to `path` (created here, before any byte); removes it again on failure. */
  async function writeTo(path: string, body: Readable | Uint8Array): Promise<void> {
    await mkdir(resolve(path, '..'), { recursive: true }).catch((error: unknown) => {
      throw translated(error);
    });
    const handle = await open(path, 'wx').catch((error: unknown) => {
      throw translated(error);
    });
    try {
      await pipeline(
        body instanceof Readable ? body : Readable.from([body]),
        handle.createWriteStream(),
      );
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(path, { force: true });
      throw translated(error);
    }
  }

  async function* walk(dir: string): AsyncGenerator<string> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw translated(error);
    });
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) yield relative(root, path).split('\\').join('/');
    }
  }

  return {
    kind: 'local',
    root,

    async put(key, body) {
      const target = pathOf(key);
      if (key.startsWith(INCOMING_PREFIX)) return writeTo(target, body);
      const temporary = pathOf(newIncomingKey());
      await writeTo(temporary, body);
      try {
        await mkdir(resolve(target, '..'), { recursive: true });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw translated(error);
      }
    },

    async get(key, range) {
      const path = pathOf(key);
      const found = await info(path);
      if (!found) return undefined;
      const stream = createReadStream(path, range ?? {});
      // The file may go between stat and open: that is a missing object too.
      const opened = await new Promise<unknown>((done) => {
        stream.once('open', () => done(undefined));
        stream.once('error', done);
      });
      if (opened) {
        if (isMissing(opened)) return undefined;
        throw translated(opened);
      }
      return { ...found, body: stream };
    },

    head: async (key) => info(pathOf(key)),

    async claim(incomingKey, storageKey) {
      const source = pathOf(incomingKey);
      const target = pathOf(storageKey);
      try {
        await mkdir(resolve(target, '..'), { recursive: true });
        await rename(source, target);
      } catch (error) {
        throw translated(error);
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async removeProduct(productId) {
      await rm(inside(String(checkedProductId(productId))), { recursive: true, force: true });
    },

    async *list() {
      for await (const key of walk(root)) {
        if (!STORAGE_KEY_PATTERN.test(key)) continue;
        const found = await info(inside(key));
        if (found) yield { key, size: found.size };
      }
    },

    async sweepIncoming(maxAgeMs) {
      const dir = inside(INCOMING_PREFIX);
      const names = await readdir(dir).catch(() => [] as string[]);
      const cutoff = Date.now() - maxAgeMs;
      for (const name of names) {
        const path = inside(INCOMING_PREFIX, name);
        const stats = await stat(path).catch(() => undefined);
        if (stats?.isFile() && stats.mtimeMs < cutoff) await unlink(path).catch(() => undefined);
      }
    },

    async check() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw new StorageUnavailableError(error);
      }
    },
  };
}
