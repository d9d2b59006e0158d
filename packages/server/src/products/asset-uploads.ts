import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationDependencies } from '../api/operation-dependencies';
import { requirePermission } from '../auth/authenticator';
import { ApiError, storageUnavailable, validationFailed } from '../http/api-error';
import { mediaFiles } from '../http/media-files';
import { createMediaAccess } from './media-access';
import { newIncomingKey, sanitizeFileName, StorageUnavailableError } from './asset-storage';
import {
  formatBytes,
  MAX_BYTES_BY_KIND,
  SNIFF_BYTES,
  sniffFileType,
  UNSUPPORTED_TYPE_MESSAGE,
  type AcceptedFileType,
} from './file-types';

/** The product asset upload (`multipart/form-data`, field `file`: every accepted type). */
export const UPLOAD_OPERATION = 'uploadProductAsset';
/** A customer's service request (`multipart/form-data`, optional field `photo`: images only). */
export const SERVICE_REQUEST_OPERATION = 'createRentalServiceRequest';

/** The operations that take a multipart body: the file's field, and the kinds it may be. */
const MULTIPART_OPERATIONS: Record<string, { field: string; kinds: readonly string[] | null }> = {
  [UPLOAD_OPERATION]: { field: 'file', kinds: null },
  [SERVICE_REQUEST_OPERATION]: { field: 'photo', kinds: ['image'] },
};

export const PHOTO_TYPE_MESSAGE = 'Only JPEG, PNG and WebP photos can be uploaded.';

/** An uploaded file, complete and of an accepted type, waiting in the store under `.incoming/`. */
export interface ReceivedUpload {
  /** The multipart field that carried the file (`file`, `photo`). */
  field: string;
  incomingKey: string;
  type: AcceptedFileType;
  sizeBytes: number;
  /** The client's file name, sanitized (display only). */
  fileName: string;
  /** SHA-256 (hex) of the file's bytes, computed as they stream to the store. */
  sha256: string;
}

const received = new WeakMap<FastifyRequest, ReceivedUpload>();
/** Requests whose file was refused or could not be stored (their connection is not kept). */
const refused = new WeakSet<FastifyRequest>();
/** The file being received for a request: its cleanup must end before the response goes out. */
const receiving = new WeakMap<FastifyRequest, Promise<void>>();

/** The file the multipart parser received for this request, if any. */
export function receivedUpload(request: FastifyRequest): ReceivedUpload | undefined {
  return received.get(request);
}

/**
 * The body an `Idempotency-Key` repeat is compared on: the validated fields as they are, and in
 * the file's field its sanitized name with the SHA-256 of its bytes (hashed while they streamed
 * to the store: the file is never held in memory, nor read twice). Any operation's multipart body
 * goes through here, so another file under the same name is another request.
 */
export function fingerprintedBody(request: FastifyRequest): unknown {
  const upload = received.get(request);
  if (!upload) return request.body;
  return {
    ...(request.body as Record<string, unknown>),
    [upload.field]: { file_name: upload.fileName, sha256: upload.sha256 },
  };
}

export const unsupportedMediaType = (message = UNSUPPORTED_TYPE_MESSAGE) =>
  new ApiError(415, message, 'unsupported_media_type');

const payloadTooLarge = (limit: number) =>
  new ApiError(413, `The file may not be larger than ${formatBytes(limit)}.`, 'payload_too_large');

const operationOf = (request: FastifyRequest) =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

const DAY = 24 * 3600 * 1000;

/** A store that cannot be reached is a 503 `storage_unavailable`; other errors pass as they are. */
export const asStorageFailure = (error: unknown) =>
  error instanceof StorageUnavailableError ? storageUnavailable() : error;

/**
 * Multipart bodies for the asset upload, and the uploaded files at `/media/` (and `/api/media/`),
 * each to whoever may see it (media-access.ts).
 *
 * How the upload meets the document's validation: fastify-openapi-glue gives the route the body
 * schema `content['multipart/form-data']` (ProductAssetUploadInput), and Fastify validates
 * `request.body` against the schema of the request's media type. @fastify/multipart parses the
 * parts in a preValidation hook (`attachFieldsToBody: 'keyValues'`), so by validation time the
 * body is `{ product_id: '12', alt_text: '…', file: '<file name>' }`: the document's schema
 * checks it like any JSON body (coercing `product_id`, `maxLength`, required fields, unknown
 * fields → 422). The file's bytes never enter the body: `onFile` streams them to the asset store
 * under an incoming key (`.incoming/<uuid>.part`), sniffing the type and enforcing the size limits
 * on the way (415/413 before validation; 503 when the store cannot be reached), and leaves the
 * sanitized file name as the value of `file`. The handler takes the incoming upload with
 * `receivedUpload(request)`; whatever it did not move into place is deleted before the response
 * is sent.
 *
 * Before any byte is read, a preValidation hook (added ahead of the parser's) answers 401/403 for
 * the upload, and 415 for a multipart body sent to any other operation: without it those
 * operations would get an unvalidated body (their schemas only cover `application/json`).
 */
export async function registerAssetUploads(
  app: FastifyInstance,
  { auth, config, store, db }: Pick<OperationDependencies, 'auth' | 'config' | 'store' | 'db'>,
) {
  // A store down at startup is not fatal: uploads answer 503 until it is back.
  await store.sweepIncoming(DAY).catch((error: unknown) => {
    app.log.warn({ err: error }, 'the asset store could not be swept of stale uploads');
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.is404) return;
    const operation = operationOf(request);
    if (!operation || !MULTIPART_OPERATIONS[operation]) {
      throw unsupportedMediaType('This operation does not accept multipart/form-data.');
    }
    // A service request is a signed-in customer's (their rental is checked by the handler).
    if (operation === SERVICE_REQUEST_OPERATION) await auth.require(request);
    else requirePermission(await auth.requireCaller(request), 'assets.manage');
  });

  async function receive(request: FastifyRequest, part: MultipartFile): Promise<void> {
    const accepted =
      MULTIPART_OPERATIONS[operationOf(request) ?? ''] ?? MULTIPART_OPERATIONS[UPLOAD_OPERATION]!;
    if (part.fieldname !== accepted.field) {
      part.file.resume();
      throw validationFailed({ [part.fieldname]: ['is not an accepted field'] });
    }
    if (received.has(request)) {
      part.file.resume();
      throw validationFailed({ [accepted.field]: ['must be a single file'] });
    }
    const incomingKey = newIncomingKey();
    let type: AcceptedFileType | undefined;
    let sizeBytes = 0;
    const digest = createHash('sha256');

    // Holds back the first bytes until the type is known, then counts against its limit.
    async function* checked(source: AsyncIterable<Buffer>) {
      let head = Buffer.alloc(0);
      let limit = config.maxUploadBytes;
      const identify = () => {
        type = sniffFileType(head);
        if (!type) throw unsupportedMediaType(accepted.kinds ? PHOTO_TYPE_MESSAGE : undefined);
        if (accepted.kinds && !accepted.kinds.includes(type.kind))
          throw unsupportedMediaType(PHOTO_TYPE_MESSAGE);
        limit = Math.min(limit, MAX_BYTES_BY_KIND[type.kind]);
      };
      for await (const chunk of source) {
        sizeBytes += chunk.length;
        if (type === undefined) {
          head = Buffer.concat([head, chunk]);
          if (head.length < SNIFF_BYTES) continue;
          identify();
          if (sizeBytes > limit) throw payloadTooLarge(limit);
          digest.update(head);
          yield head;
        } else {
          if (sizeBytes > limit) throw payloadTooLarge(limit);
          digest.update(chunk);
          yield chunk;
        }
      }
      // (A truncated file ends the same way, should its 'limit' event go unseen.)
      if ((part.file as Readable & { truncated?: boolean }).truncated) {
        throw payloadTooLarge(config.maxUploadBytes);
      }
      if (type === undefined) {
        if (sizeBytes === 0) throw validationFailed({ [accepted.field]: ['must not be empty'] });
        identify();
        if (sizeBytes > limit) throw payloadTooLarge(limit);
        digest.update(head);
        yield head;
      }
    }

    // The parser stops a file at `maxUploadBytes`: fail at once instead of reading the rest.
    part.file.once('limit', () => part.file.destroy(payloadTooLarge(config.maxUploadBytes)));
    // Streamed to the store as it arrives; a put that fails (the client went away, 413, 415, the
    // store is down) leaves nothing there.
    try {
      await store.put(incomingKey, Readable.from(checked(part.file), { objectMode: false }));
    } catch (error) {
      refused.add(request);
      part.file.resume();
      throw asStorageFailure(error);
    }
    const upload = {
      field: accepted.field,
      incomingKey,
      type: type!,
      sizeBytes,
      fileName: sanitizeFileName(part.filename, type!.extension),
      sha256: digest.digest('hex'),
    };
    received.set(request, upload);
    // The value of `file` in the validated body (a string, as the document's `format: binary`).
    part.value = upload.fileName;
  }

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile(part) {
      const receipt = receive(this, part);
      receiving.set(
        this,
        receipt.catch(() => undefined),
      );
      return receipt;
    },
    // `receive` answers 413 with the limit of the file's kind.
    throwFileSizeLimit: false,
    limits: {
      fileSize: config.maxUploadBytes,
      // One file; a second one reaches `receive`, which answers a 422 instead of the parser's 413.
      files: 2,
      fields: 10,
      fieldSize: 4096,
      parts: 12,
      headerPairs: 100,
    },
  });

  // Before the response is written (so a client never sees a response while an unclaimed file
  // is still in the store), and when the client goes away while the body is being read.
  const discardUnclaimed = async (request: FastifyRequest) => {
    // The parser may give up (and the error reply start) while `receive` is still removing a
    // refused file: the response waits for that removal.
    await receiving.get(request);
    const upload = received.get(request);
    if (!upload) return;
    received.delete(request);
    await store.remove(upload.incomingKey).catch((error: unknown) => {
      request.log.warn({ err: error }, 'an incoming upload could not be removed');
    });
  };
  app.addHook('onSend', async (request, reply, payload) => {
    await discardUnclaimed(request);
    // Refused before the body was read to its end (401, 403, 413, 415…), or while its file was
    // streamed to the store (the parser may have read ahead to the end by then): close the
    // connection rather than let Node read and discard the rest of a large upload to keep it alive.
    if (request.isMultipart() && (!request.raw.readableEnded || refused.has(request)))
      reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequestAbort', discardUnclaimed);

  await app.register(mediaFiles, { store, access: createMediaAccess({ db, auth }) });
}
