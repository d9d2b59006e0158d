import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { traceS3Client } from '../observability/outbound';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { mediaTypeOf } from './media-types';
import {
  checkedKey,
  checkedProductId,
  INCOMING_PREFIX,
  STORAGE_KEY_PATTERN,
  StorageUnavailableError,
  type AssetStore,
  type StoredObjectInfo,
} from './asset-storage';

/** Bytes per part of a multipart upload (S3's minimum is 5 MiB); at most 2 parts in memory. */
export const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** A MinIO-style endpoint (`http://minio:9000`); unset: AWS. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  /** Unset: the SDK's chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, profiles, roles). */
  credentials?: S3ClientConfig['credentials'];
}

interface SdkError {
  name?: string;
  Code?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NotFound', 'NoSuchKey'].includes((error as SdkError).name ?? '');

/**
 * Anything the bucket answered with a client error about the object is the caller's; everything
 * else — no answer (refused, timed out, DNS), a 5xx, a missing bucket or refused credentials — means
 * the store cannot be used right now.
 */
function translated(error: unknown): unknown {
  const status = statusOf(error);
  if (status !== undefined && status < 500 && ![400, 401, 403, 404].includes(status)) return error;
  return new StorageUnavailableError(error);
}

async function sent<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    throw translated(error);
  }
}

/**
 * `length` bytes of `body` after its first `skip`: exactly the range asked for, should the store
 * answer more (some S3-compatible stores ignore `Range`, or read `bytes=0-0` as the whole object).
 * A body that is already the range passes through.
 */
function window(body: Readable, skip: number, length: number): Readable {
  return Readable.from(
    (async function* () {
      let toSkip = skip;
      let left = length;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        let piece = chunk;
        if (toSkip > 0) {
          const skipped = Math.min(toSkip, piece.length);
          piece = piece.subarray(skipped);
          toSkip -= skipped;
        }
        if (piece.length === 0) continue;
        yield piece.subarray(0, left);
        left -= Math.min(left, piece.length);
        if (left === 0) break;
      }
    })(),
    { objectMode: false },
  );
}

/**
 * The asset store in an S3 bucket (AWS, MinIO, anything speaking S3). Uploads stream through
 * `Upload` (one PutObject for a small file, a multipart upload past PART_SIZE, aborted when the
 * source fails); reads stream the GetObject body; a SHA-256 given to `put` is kept as
 * `x-amz-meta-sha256`.
 */
export function createS3AssetStore(options: S3StoreOptions): AssetStore & { client: S3Client } {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    maxAttempts: 3,
    // A store that does not answer is unavailable within seconds, not after the OS gives up.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  traceS3Client(client);

  async function info(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? '""',
        lastModified: head.LastModified ?? new Date(0),
        sha256: head.Metadata?.sha256,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw translated(error);
    }
  }

  async function removeAll(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await sent(
        client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        ),
      );
    }
  }

  async function* objects(prefix: string) {
    let token: string | undefined;
    do {
      const page = await sent(
        client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0, at: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    kind: 's3',
    client,

    async put(key, body, { contentType, sha256 } = {}) {
      checkedKey(key);
      // The source's own failure (the client went away, 413, 415) is what the caller sees.
      let sourceError: unknown;
      const source = body instanceof Readable ? body : Readable.from([body]);
      source.once('error', (error) => (sourceError = error));
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source,
          ContentType: contentType,
          Metadata: sha256 ? { sha256 } : undefined,
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted: its parts are not kept (nor billed).
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // Nothing is written unless the upload completed; this only guards a lost answer.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => {});
        throw sourceError ?? translated(error);
      }
    },

    async get(key, range) {
      checkedKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const [, first, total] = /^bytes (\d+)-\d+\/(\d+)$/.exec(object.ContentRange ?? '') ?? [];
        const body = object.Body as Readable;
        return {
          size: total ? Number(total) : (object.ContentLength ?? 0),
          etag: object.ETag ?? '""',
          lastModified: object.LastModified ?? new Date(0),
          sha256: object.Metadata?.sha256,
          // The SDK's body in Node is the response's IncomingMessage: piped, never buffered.
          body: range
            ? window(body, range.start - Number(first ?? 0), range.end - range.start + 1)
            : body,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw translated(error);
      }
    },

    head: async (key) => info(checkedKey(key)),

    async claim(incomingKey, storageKey) {
      await sent(
        client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: checkedKey(storageKey),
            CopySource: `${bucket}/${checkedKey(incomingKey)}`,
            // The object answers with its type, should it ever be read from the bucket directly.
            MetadataDirective: 'REPLACE',
            ContentType: mediaTypeOf(storageKey) ?? 'application/octet-stream',
          }),
        ),
      );
      await sent(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: incomingKey })));
    },

    async remove(key) {
      await sent(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) })));
    },

    async removeProduct(productId) {
      const keys: string[] = [];
      for await (const object of objects(`${checkedProductId(productId)}/`)) keys.push(object.key);
      await removeAll(keys);
    },

    async *list() {
      for await (const { key, size } of objects('')) {
        if (STORAGE_KEY_PATTERN.test(key)) yield { key, size };
      }
    },

    async sweepIncoming(maxAgeMs) {
      const cutoff = Date.now() - maxAgeMs;
      const stale: string[] = [];
      for await (const object of objects(INCOMING_PREFIX)) {
        if (object.at && object.at.getTime() < cutoff) stale.push(object.key);
      }
      await removeAll(stale);
    },

    async check() {
      await sent(client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
  };
}
