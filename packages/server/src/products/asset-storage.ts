import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** Where uploads wait between the request body and their product (same file system: rename). */
const INCOMING = '.incoming';

/** `<product id>/<uuid>.<ext>`: the only shape of key the server generates (and serves). */
export const STORAGE_KEY_PATTERN =
  /^[1-9][0-9]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

const MAX_FILE_NAME_LENGTH = 200;

/**
 * The client's file name made safe to keep and show: the last path segment only, no control or
 * format characters (bidi overrides that disguise an extension included), whitespace collapsed, at
 * most 200 characters (the extension kept). Only ever displayed: files are stored under a
 * server-generated key.
 */
export function sanitizeFileName(raw: string | undefined, fallbackExtension: string): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!name) return `upload.${fallbackExtension}`;
  const characters = [...name];
  if (characters.length > MAX_FILE_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 ? [...name.slice(dot)].slice(0, 16).join('') : '';
    const extensionLength = [...extension].length;
    name = characters.slice(0, MAX_FILE_NAME_LENGTH - extensionLength).join('') + extension;
  }
  return name;
}

/** The uploaded files under `assetsDir`; every path is resolved and checked to stay inside it. */
export function createAssetStorage(assetsDir: string) {
  const root = resolve(assetsDir);

  function inside(...segments: string[]): string {
    const path = resolve(root, ...segments);
    const rel = relative(root, path);
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) {
      throw new Error(`Refusing a path outside the assets directory: ${path}`);
    }
    return path;
  }

  function pathOf(storageKey: string): string {
    if (!STORAGE_KEY_PATTERN.test(storageKey)) {
      throw new Error(`Not a storage key: ${storageKey}`);
    }
    return inside(storageKey);
  }

  return {
    root,

    /** A fresh storage key for a file of `productId`. */
    newKey(productId: number, extension: string): string {
      return `${productId}/${randomUUID()}.${extension}`;
    },

    /** A fresh path for an incoming upload (its directory exists). */
    async incomingPath(): Promise<string> {
      const dir = inside(INCOMING);
      await mkdir(dir, { recursive: true });
      return join(dir, `${randomUUID()}.part`);
    },

    pathOf,

    /** Moves a complete incoming file to its key (atomic: it is never seen half written). */
    async claim(incomingPath: string, storageKey: string): Promise<void> {
      const source = inside(relative(root, incomingPath));
      const target = pathOf(storageKey);
      await mkdir(resolve(target, '..'), { recursive: true });
      await rename(source, target);
    },

    /** Writes bytes made by the server itself (demo pictures) under a fresh key. */
    async write(storageKey: string, bytes: Uint8Array): Promise<void> {
      const target = pathOf(storageKey);
      await mkdir(resolve(target, '..'), { recursive: true });
      await writeFile(target, bytes);
    },

    /** Removes an incoming file, if it is still there. */
    async discard(incomingPath: string): Promise<void> {
      await rm(inside(relative(root, incomingPath)), { force: true });
    },

    /** Removes a stored file, if it is there. */
    async remove(storageKey: string): Promise<void> {
      await rm(pathOf(storageKey), { force: true });
    },

    /** Removes a product's directory with every file in it. */
    async removeProduct(productId: number): Promise<void> {
      if (!Number.isSafeInteger(productId) || productId < 1) throw new Error('Not a product id');
      await rm(inside(String(productId)), { recursive: true, force: true });
    },

    /** Removes incoming files older than `maxAgeMs` (left behind by a crash). */
    async sweepIncoming(maxAgeMs: number): Promise<void> {
      const dir = inside(INCOMING);
      const names = await readdir(dir).catch(() => [] as string[]);
      const cutoff = Date.now() - maxAgeMs;
      for (const name of names) {
        const path = inside(INCOMING, name);
        const info = await stat(path).catch(() => undefined);
        if (info?.isFile() && info.mtimeMs < cutoff) await unlink(path).catch(() => undefined);
      }
    },
  };
}

export type AssetStorage = ReturnType<typeof createAssetStorage>;
