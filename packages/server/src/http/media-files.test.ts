import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIncomingKey, newStorageKey, type AssetStore } from '../products/asset-storage';
import { createLocalAssetStore } from '../products/local-asset-store';
import { everyFilePublic } from '../products/media-access';
import { startS3Emulator } from '../testing/s3-emulator';
import { errorHandler } from './error-handler';
import { mediaFiles } from './media-files';

interface Served {
  store: AssetStore;
  /** A store of the same kind that cannot be reached. */
  unreachable: AssetStore;
  close(): Promise<void>;
}

async function local(): Promise<Served> {
  const root = mkdtempSync(join(tmpdir(), 'liftline-media-'));
  // A file a traversal out of the store would reach.
  writeFileSync(join(root, 'secret.png'), 'outside the store');
  writeFileSync(join(root, 'blocked'), 'a file where a directory should be');
  return {
    store: createLocalAssetStore(join(root, 'uploads')),
    unreachable: createLocalAssetStore(join(root, 'blocked', 'uploads')),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
}

async function s3(): Promise<Served> {
  const emulator = await startS3Emulator();
  return {
    store: emulator.store(),
    unreachable: emulator.store({ bucket: 'no-such-bucket', endpoint: 'http://127.0.0.1:9' }),
    close: () => emulator.close(),
  };
}

/** An app with only the media route and the error handler; warnings collected in `warnings`. */
async function mediaApp(store: AssetStore, warnings: string[]): Promise<FastifyInstance> {
  const stream = new Writable({
    write(line: Buffer, _encoding, done) {
      warnings.push(line.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setErrorHandler(errorHandler);
  await app.register(mediaFiles, { store, access: everyFilePublic });
  return app;
}

describe.each([
  ['local directory', local],
  ['S3 bucket', s3],
])('/media/… from the asset store in a %s', (_name, open) => {
  let served: Served;
  let app: FastifyInstance;
  const warnings: string[] = [];
  const video = newStorageKey(12, 'mp4');
  const pdf = newStorageKey(12, 'pdf');
  const bytes = Buffer.from('0123456789');

  beforeAll(async () => {
    served = await open();
    await served.store.put(video, bytes, { contentType: 'video/mp4' });
    await served.store.put(pdf, Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    app = await mediaApp(served.store, warnings);
  });
  afterAll(async () => {
    await app.close();
    await served.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });

  it('serves a file with its type, length, ETag and a year of immutable caching', async () => {
    const response = await get(`/media/${video}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '10',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      etag: expect.stringMatching(/^"[^"]+"$/),
    });
    expect(response.headers['content-disposition']).toBeUndefined();
    expect((await get(`/media/${pdf}`)).headers['content-disposition']).toBe('attachment');
  });

  it('answers 304 to If-None-Match with its ETag, 200 to another', async () => {
    const { etag } = (await get(`/media/${video}`)).headers;
    const revalidated = await get(`/media/${video}`, { 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);
    const weak = await get(`/media/${video}`, { 'if-none-match': `"other", W/${String(etag)}` });
    expect(weak.statusCode).toBe(304);
    const changed = await get(`/media/${video}`, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload).toEqual(bytes);
  });

  it.each([
    ['bytes=2-5', 'bytes 2-5/10', '2345'],
    ['bytes=7-', 'bytes 7-9/10', '789'],
    ['bytes=-3', 'bytes 7-9/10', '789'],
    ['bytes=8-100', 'bytes 8-9/10', '89'],
    ['bytes=0-0', 'bytes 0-0/10', '0'],
  ])('answers %s with 206 and %s', async (range, contentRange, body) => {
    const response = await get(`/media/${video}`, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(contentRange);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.body).toBe(body);
  });

  it.each(['bytes=10-', 'bytes=10-20', 'bytes=-0'])(
    'answers the unsatisfiable %s with 416',
    async (range) => {
      const response = await get(`/media/${video}`, { range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */10');
    },
  );

  it.each(['bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=x-'])(
    'ignores the range %s it does not serve (the whole file)',
    async (range) => {
      const response = await get(`/media/${video}`, { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(bytes);
    },
  );

  it('sends the whole file when If-Range names another version', async () => {
    const response = await get(`/media/${video}`, { range: 'bytes=0-1', 'if-range': '"old"' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get(`/media/${video}`, {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('10');
    expect(response.headers.etag).toBeDefined();
    expect(response.rawPayload).toHaveLength(0);
    const range = await get(`/media/${video}`, { range: 'bytes=1-2' }, 'HEAD');
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-length']).toBe('2');
  });

  it('answers 404 for a key whose object is missing, with a warning, never a 500', async () => {
    const missing = newStorageKey(12, 'webp');
    for (const [headers, method] of [
      [{}, 'GET'],
      [{}, 'HEAD'],
      [{ range: 'bytes=0-1' }, 'GET'],
      [{ 'if-none-match': '"x"' }, 'GET'],
    ] as const) {
      warnings.length = 0;
      const response = await get(`/media/${missing}`, headers, method);
      expect(response.statusCode).toBe(404);
      if (method === 'GET') expect(response.json()).toMatchObject({ slug: 'not_found' });
      expect(warnings.join('')).toContain(missing);
    }
  });

  it('answers 404 for anything but a generated key of a served type, reading nothing outside', async () => {
    const incoming = newIncomingKey();
    await served.store.put(incoming, Buffer.from('not yet attached'));
    const page = newStorageKey(12, 'html');
    await served.store.put(page, Buffer.from('<script>alert(1)</script>'));
    const [product, file] = video.split('/');
    for (const url of [
      '/media/../secret.png',
      '/media/%2e%2e/secret.png',
      '/media/%2e%2e%2fsecret.png',
      '/media/..%2f..%2fpackage.json',
      `/media/${product}/..%2f..%2fsecret.png`,
      `/media/${incoming}`,
      `/media/${page}`,
      `/media/${video}%00`,
      `/media/${video}%00.png`,
      `/media/${video}/`,
      `/media/${product}%2f${file}`,
      `/media/${product}/${file!.toUpperCase()}`,
      `/media/${product}/`,
      `/media/${product}`,
      '/media/',
      '/media/1/2/3',
      `/media/${'a'.repeat(5000)}.png`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/outside the store|not yet attached|script/);
    }
  });

  it('answers 503 storage_unavailable when the store cannot be reached', async () => {
    const down = await mediaApp(served.unreachable, []);
    const response = await down.inject({ method: 'GET', url: `/media/${video}` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ slug: 'storage_unavailable' });
    await down.close();
  });
});
