import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { STORE_DRIVERS, type StoreDriver } from '../testing/store-drivers';
import { createTestApp } from '../testing/test-app';
import type { AssetStore } from './asset-storage';
import { createProductAs, FILES, multipart, uploadAs } from './product-test-helpers';
import { PART_SIZE } from './s3-asset-store';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const publicUrl = 'http://shop.liftline.test';

async function assetRows(app: TestApp, productId: number): Promise<number> {
  const { rows } = await app.db.query<{ count: number }>(
    'select count(*)::int as count from product_assets where product_id = $1',
    [productId],
  );
  return rows[0]!.count;
}

async function storedKeys(store: AssetStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys;
}

/** The storage key of a file's URL (`/media/<key>`, or `/api/media/<key>` for a draft's). */
const mediaKeyOf = (url: string) => url.replace(/^.*?\/media\//, '');

describe.each(STORE_DRIVERS)('uploads to the asset store in a %s', (_name, open) => {
  let driver: StoreDriver;
  let testApp: TestApp;
  let owner: TestSession;
  beforeAll(async () => {
    driver = await open();
    testApp = await createTestApp({ store: driver.store, config: { publicUrl } });
    owner = await loginAsDemoOwner(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await driver.close();
  });

  it('stores a photo’s variants and a document in the store, serves them, and removes them', async () => {
    const product = await createProductAs(testApp.app, owner);
    const photo = await uploadAs(testApp.app, owner, product.id, {
      bytes: FILES.png,
      name: 'p.png',
      type: 'image/png',
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const pdf = await uploadAs(testApp.app, owner, product.id, {
      bytes: FILES.pdf,
      name: 'manual.pdf',
      type: 'application/pdf',
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const image = photo.json<{ id: number; url: string; sources: { url: string }[] }>();
    const document = pdf.json<{ id: number; url: string }>();
    const keys = [image.url, ...image.sources.map((s) => s.url), document.url].map(mediaKeyOf);
    expect((await storedKeys(driver.store)).sort()).toEqual([...new Set(keys)].sort());
    expect(await driver.incomingKeys()).toEqual([]);

    // A draft's file: to its account's members only.
    const served = await testApp.app.inject({
      method: 'GET',
      url: `/media/${mediaKeyOf(document.url)}`,
      headers: owner.authHeader,
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(FILES.pdf);

    for (const id of [image.id, document.id]) {
      const removed = await testApp.app.inject({
        method: 'DELETE',
        url: `/api/v1/products/assets/${id}`,
        headers: owner.authHeader,
      });
      expect(removed.statusCode).toBe(204);
    }
    expect(await storedKeys(driver.store)).toEqual([]);
  });

  it('keeps neither an object nor a row when the client goes away mid-upload', async () => {
    const product = await createProductAs(testApp.app, owner);
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    // Past one part: the S3 driver has begun a multipart upload when the client leaves.
    const video = Buffer.concat([FILES.mp4, Buffer.alloc(PART_SIZE * 2)]);
    const { payload, headers } = await multipart({
      product_id: product.id,
      file: { bytes: video, name: 'walkaround.mp4', type: 'video/mp4' },
    });
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.on('error', () => {});
    socket.write(
      [
        'POST /api/v1/products/assets HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${owner.authHeader.authorization}`,
        `Content-Type: ${headers['content-type']}`,
        `Content-Length: ${payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(payload.subarray(0, Math.floor(PART_SIZE * 1.5)));
    // The file is on its way into the store…
    await vi.waitFor(
      async () =>
        expect((await driver.incomingKeys()).length + driver.pendingUploads()).toBeGreaterThan(0),
      { timeout: 20_000, interval: 50 },
    );
    // …when the client goes away in the middle of it.
    socket.destroy();
    await closed;
    await vi.waitFor(
      async () => {
        expect(await driver.incomingKeys()).toEqual([]);
        expect(driver.pendingUploads()).toBe(0);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(await storedKeys(driver.store)).toEqual([]);
    expect(await assetRows(testApp, product.id)).toBe(0);
  });
});

describe.each(STORE_DRIVERS)('uploads when the store in a %s cannot be reached', (_name, open) => {
  let driver: StoreDriver;
  let testApp: TestApp;
  let owner: TestSession;
  beforeAll(async () => {
    driver = await open();
    testApp = await createTestApp({ store: driver.unreachable, config: { publicUrl } });
    owner = await loginAsDemoOwner(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
    await driver.close();
  });

  it.each([
    ['a document', { bytes: FILES.pdf, name: 'manual.pdf', type: 'application/pdf' }],
    ['a photo', { bytes: FILES.png, name: 'p.png', type: 'image/png' }],
  ])('answers 503 storage_unavailable for %s and keeps no row', async (_what, file) => {
    const product = await createProductAs(testApp.app, owner);
    const response = await uploadAs(testApp.app, owner, product.id, file);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Files cannot be stored right now. Please try again in a few minutes.',
      slug: 'storage_unavailable',
    });
    expect(await assetRows(testApp, product.id)).toBe(0);
  });
});
