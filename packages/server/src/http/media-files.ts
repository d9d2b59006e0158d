import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  STORAGE_KEY_PATTERN,
  StorageUnavailableError,
  type AssetStore,
  type StoredObjectInfo,
} from '../products/asset-storage';
import type { MediaAccessCheck } from '../products/media-access';
import { MEDIA_PREFIX, PRIVATE_MEDIA_PREFIX } from '../products/media-urls';
import { mediaTypeOf } from '../products/media-types';
import { notFound, storageUnavailable } from './api-error';
import { byteRange } from './byte-range';

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** Files of unpublished units, and every answer but a public file's (404s included). */
const PRIVATE = 'private, no-store';
/** Route config: not an operation, keeps the Cache-Control set here (see http/no-store.ts). */
const OWN_CACHING = { publicDocument: true } as FastifyContextConfig;

/**
 * The storage key of a `/media/…` (or `/api/media/…`) URL, read from the raw URL (nothing
 * decoded, so `%2e%2e`, `%00` or `%2f` never become part of a key): only a key the upload
 * generates, with an extension it stores, is one. Anything else is undefined (404).
 */
export function mediaKey(url: string): string | undefined {
  const path = url.split('?')[0]!;
  const prefix = [MEDIA_PREFIX, PRIVATE_MEDIA_PREFIX].find((start) => path.startsWith(start));
  if (!prefix) return undefined;
  const key = path.slice(prefix.length);
  if (!STORAGE_KEY_PATTERN.test(key)) return undefined;
  return mediaTypeOf(key) ? key : undefined;
}

/** `If-None-Match` names this ETag (or `*`): weak comparison, as for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function describe(reply: FastifyReply, key: string, info: StoredObjectInfo, isPublic: boolean) {
  const type = mediaTypeOf(key)!;
  reply
    .header('content-type', type)
    .header('cache-control', isPublic ? ONE_YEAR : PRIVATE)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString());
  if (!/^(image|video)\//.test(type)) reply.header('content-disposition', 'attachment');
}

/**
 * Uploaded product assets at `/media/<storage key>` (not `/assets/`, the storefront's hashed
 * files), and the same at `/api/media/<storage key>` (below the access-token cookie's path), from
 * whichever store holds them. Who gets a file is `access`'s call (products/media-access.ts): a
 * file of a published unit is public, cached for a year (`immutable`: keys are never reused) and
 * revalidates by ETag; a file of any other unit goes only to its account's members, never stored
 * by any cache (`private, no-store`); everyone else, and every file no asset holds any more, gets a
 * 404 (`private, no-store` too, so that no cache keeps it) before the store is asked anything, for
 * GET and HEAD, ranges and revalidations alike. The content type follows the extension, which the
 * server chose from the file's sniffed type; `nosniff` keeps browsers from guessing otherwise.
 * One byte range is served (206, 416 past the end) for video seeking; anything but images and
 * videos is a download, never rendered inline. A key without its object (a row whose file is
 * gone) is a 404 and a warning in the log. Bodies are piped from the store, never buffered.
 */
export async function mediaFiles(
  app: FastifyInstance,
  { store, access }: { store: AssetStore; access: MediaAccessCheck },
) {
  async function serve(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', PRIVATE);
    const key = mediaKey(request.url);
    if (!key) throw notFound();
    try {
      const allowed = await access(key, request);
      if (allowed === 'none') throw notFound();
      const head = request.method === 'HEAD';
      const conditional = request.headers['if-none-match'] !== undefined;
      const rangeHeader = request.headers.range;
      // One round trip for a plain GET (the object with its metadata); HEAD, revalidations and
      // ranges need the metadata first.
      const plain = !head && !conditional && rangeHeader === undefined;
      const info = plain ? await store.get(key) : await store.head(key);
      if (!info) {
        request.log.warn({ key }, 'a stored file is missing from the asset store');
        throw notFound();
      }
      describe(reply, key, info, allowed === 'public');
      if (matches(request.headers['if-none-match'], info.etag)) return reply.code(304).send();
      // `If-Range` with another validator: the whole (changed) file.
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === info.etag
          ? byteRange(rangeHeader, info.size)
          : undefined;
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }
      const length = range ? range.end - range.start + 1 : info.size;
      reply.header('content-length', length);
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      }
      if (head) return reply.send();
      const object = 'body' in info ? info : await store.get(key, range);
      if (!object) {
        request.log.warn({ key }, 'a stored file is missing from the asset store');
        throw notFound();
      }
      return reply.send(object.body);
    } catch (error) {
      if (error instanceof StorageUnavailableError) throw storageUnavailable();
      throw error;
    }
  }

  for (const prefix of [MEDIA_PREFIX, PRIVATE_MEDIA_PREFIX]) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${prefix}*`,
      exposeHeadRoute: false,
      config: OWN_CACHING,
      handler: serve,
    });
  }
}
