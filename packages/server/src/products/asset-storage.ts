import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where uploads wait between the request body and their product (never served). */
export const INCOMING_PREFIX = '.incoming/';

/** `<product id>/<uuid>.<ext>`: the only shape of key the server generates (and serves). */
export const STORAGE_KEY_PATTERN =
  /^[1-9][0-9]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** `.incoming/<uuid>.part`: an upload received but not yet attached to its product. */
export const INCOMING_KEY_PATTERN =
  /^\.incoming\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/** A fresh storage key for a file of `productId`. */
export const newStorageKey = (productId: number, extension: string) =>
  `${productId}/${randomUUID()}.${extension}`;

/** A fresh key for an incoming upload. */
export const newIncomingKey = () => `${INCOMING_PREFIX}${randomUUID()}.part`;

/** The only keys a store reads or writes: a stored file's or an incoming upload's. */
export const isStoreKey = (key: string) =>
  STORAGE_KEY_PATTERN.test(key) || INCOMING_KEY_PATTERN.test(key);

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

/** What a store knows of a stored object. */
export interface StoredObjectInfo {
  size: number;
  /** Quoted, as sent in the `ETag` header (an S3 ETag: the MD5 of a single-part object). */
  etag: string;
  lastModified: Date;
  /** The SHA-256 (hex) recorded when the object was written, if the store keeps one. */
  sha256?: string | undefined;
}

/** An object's bytes (all, or the `range` asked for) with what the store knows of it. */
export interface StoredObject extends StoredObjectInfo {
  body: Readable;
}

/** Inclusive byte offsets, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType?: string;
  /** Kept with the object (an S3 `x-amz-meta-sha256`); stores without metadata ignore it. */
  sha256?: string;
}

/**
 * Where uploaded product assets live: a local directory (`ASSETS_DIR`, the default) or an S3
 * bucket (`S3_BUCKET`). Keys are `isStoreKey` keys only; anything else is refused. Every write is
 * all or nothing: a `put` whose source fails leaves no object behind.
 */
export interface AssetStore {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key` (never holding it whole); rejects with the source's error. */
  put(key: string, body: Readable | Uint8Array, options?: PutOptions): Promise<void>;
  /** The object's bytes (or `range` of them), or undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  head(key: string): Promise<StoredObjectInfo | undefined>;
  /** Moves a complete incoming upload to its storage key. */
  claim(incomingKey: string, storageKey: string): Promise<void>;
  /** Removes an object if it is there. */
  remove(key: string): Promise<void>;
  /** Removes every file of a product. */
  removeProduct(productId: number): Promise<void>;
  /** The stored files (not incoming uploads) with their sizes. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Removes incoming uploads older than `maxAgeMs` (left behind by a crash). */
  sweepIncoming(maxAgeMs: number): Promise<void>;
  /** Resolves when the store can be read and written; rejects with StorageUnavailableError. */
  check(): Promise<void>;
}

/** The store cannot be reached (network, credentials, a full disk): the caller answers 503. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The asset store is unavailable.', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Throws unless `key` is one a store may touch (a guard of every driver method). */
export function checkedKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Throws unless `productId` is a positive integer (the first segment of its keys). */
export function checkedProductId(productId: number): number {
  if (!Number.isSafeInteger(productId) || productId < 1) throw new Error('Not a product id');
  return productId;
}
