import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { components } from '@liftline/sdk/schema';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAll } from '../catalog/catalog-test-helpers';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { createTestApp } from '../testing/test-app';
import {
  demoAccountId,
  draftInput,
  FILES,
  memberOf,
  multipart,
  publishableInput,
  type ErrorBody,
  type FilePart,
  type Product,
  type ProductAsset,
  type ProductCreateInput,
} from './product-test-helpers';

type Equipment = components['schemas']['Equipment'];
type EquipmentPage = components['schemas']['EquipmentPage'];

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestSession;
let stranger: TestSession;
let member: TestSession;
const assetsDir = resolve(join(tmpdir(), `liftline-assets-${process.pid}-${Date.now()}`));
const publicUrl = 'http://shop.liftline.test';

beforeAll(async () => {
  testApp = await createTestApp({ config: { assetsDir, publicUrl } });
  owner = await loginAsDemoOwner(testApp.app);
  stranger = await registerAndLogin(testApp.app);
  member = await memberOf(testApp.app, testApp.db, await demoAccountId(testApp.db), 'Member');
});
afterAll(async () => {
  await testApp.close();
  rmSync(assetsDir, { recursive: true, force: true });
});

const png = (name = 'front-left.png'): FilePart => ({ bytes: FILES.png, name, type: 'image/png' });

async function createProduct(input: ProductCreateInput = draftInput()): Promise<Product> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: owner.authHeader,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

async function upload(
  fields: Parameters<typeof multipart>[0],
  as: TestSession | null = owner,
  { chunkSize }: { chunkSize?: number } = {},
): Promise<{ status: number; body: ProductAsset & ErrorBody; connection?: string }> {
  const { payload, headers } = await multipart(fields);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/products/assets',
    headers: { ...headers, ...(as ? as.authHeader : {}) },
    // Chunked: the body arrives over time, as over a network, instead of all at once.
    payload: chunkSize ? Readable.from(chunks(payload, chunkSize)) : payload,
  });
  return {
    status: response.statusCode,
    body: response.json(),
    connection: response.headers.connection as string | undefined,
  };
}

async function* chunks(bytes: Buffer, size: number) {
  for (let offset = 0; offset < bytes.length; offset += size) {
    await new Promise((resolve) => setImmediate(resolve));
    yield bytes.subarray(offset, offset + size);
  }
}

async function uploadOk(productId: number, file: FilePart, altText?: string) {
  const { status, body, connection } = await upload({
    product_id: productId,
    file,
    ...(altText ? { alt_text: altText } : {}),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  expect(connection).not.toBe('close');
  return body;
}

async function updateAsset(id: number, body: object, as = owner) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/products/assets/${id}`,
    headers: as.authHeader,
    payload: body,
  });
  return { status: response.statusCode, body: response.json<ProductAsset & ErrorBody>() };
}

async function deleteAsset(id: number, as = owner) {
  const response = await testApp.app.inject({
    method: 'DELETE',
    url: `/api/v1/products/assets/${id}`,
    headers: as.authHeader,
  });
  return response.statusCode;
}

async function getProduct(id: number): Promise<Product> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/products/${id}`,
    headers: owner.authHeader,
  });
  return response.json<Product>();
}

/** Where an asset's (or a variant's) file is on disk (from its URL: `/media/<key>`, `/api/media/<key>`). */
const fileOf = (asset: { url: string }) => join(assetsDir, asset.url.replace(/^.*?\/media\//, ''));

/** Every file under a directory, relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const incoming = () => filesUnder(join(assetsDir, '.incoming'));

describe('uploadProductAsset', () => {
  it('stores a PNG re-encoded under server-generated keys; the first image becomes primary', async () => {
    const product = await createProduct();
    const asset = await uploadOk(product.id, png(), 'Front left');
    // A draft's files: on the API's own origin, below the access-token cookie's path.
    const key = `/api/media/${product.id}/[0-9a-f-]{36}`;
    expect(asset).toEqual({
      id: expect.any(Number),
      product_id: product.id,
      kind: 'image',
      url: expect.stringMatching(new RegExp(`^${key}\\.webp$`)),
      file_name: 'front-left.png',
      content_type: 'image/webp',
      size_bytes: readFileSync(fileOf(asset)).length,
      alt_text: 'Front left',
      position: 0,
      is_primary: true,
      created_at: expect.any(String),
      width: 1,
      height: 1,
      sources: [
        { format: 'avif', width: 1, url: expect.stringMatching(new RegExp(`^${key}\\.avif$`)) },
        { format: 'webp', width: 1, url: asset.url },
      ],
    });
    // The main file is the WebP variant: a real WebP, not the uploaded bytes.
    const stored = readFileSync(fileOf(asset));
    expect(stored.subarray(8, 12).toString()).toBe('WEBP');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect(filesUnder(join(assetsDir, String(product.id)))).toHaveLength(2);
    expect(incoming()).toEqual([]);
    expect((await getProduct(product.id)).image_url).toBe(asset.url);
  });

  it('records the upright size and strips EXIF (GPS included) from every stored image', async () => {
    const product = await createProduct();
    // 700×500 stored sideways (orientation 6: rotate 90° clockwise to view), with a GPS position.
    const photo = await sharp({
      create: { width: 500, height: 700, channels: 3, background: '#808080' },
    })
      .withExif({
        IFD0: { Make: 'Liftline test camera' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const asset = await uploadOk(product.id, { bytes: photo, name: 'gps.jpg' });
    expect(asset).toMatchObject({ content_type: 'image/webp', width: 700, height: 500 });
    expect(asset.sources.map((source) => [source.format, source.width])).toEqual([
      ['avif', 700],
      ['avif', 480],
      ['webp', 700],
      ['webp', 480],
    ]);
    for (const source of asset.sources) {
      const metadata = await sharp(readFileSync(fileOf(source))).metadata();
      expect(metadata.format).toBe(source.format === 'avif' ? 'heif' : 'webp');
      expect(metadata.width).toBe(source.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
    expect(readFileSync(fileOf(asset)).includes('Liftline test camera')).toBe(false);
  });

  it('answers 415 for an image whose bytes cannot be decoded, keeping no file', async () => {
    const product = await createProduct();
    const broken = Buffer.concat([FILES.png.subarray(0, 40), Buffer.alloc(40, 9)]);
    const { status, body } = await upload({
      product_id: product.id,
      file: { bytes: broken, name: 'broken.png' },
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({ slug: 'unsupported_media_type' });
    expect(filesUnder(join(assetsDir, String(product.id)))).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it('appends JPEG, PDF, WebP, MP4 and WebM files by their bytes, whatever the client says', async () => {
    const product = await createProduct();
    // Images are stored as WebP (plus variants); the others as they came.
    const cases = [
      [FILES.jpeg, 'photo.bin', 'image', 'image/webp', '.webp'],
      [FILES.pdf, 'brochure', 'document', 'application/pdf', '.pdf'],
      [FILES.webp, 'side.webp', 'image', 'image/webp', '.webp'],
      [FILES.mp4, 'walkaround.mov', 'video', 'video/mp4', '.mp4'],
      [FILES.webm, 'clip.webm', 'video', 'video/webm', '.webm'],
    ] as const;
    for (const [index, [bytes, name, kind, contentType, extension]] of cases.entries()) {
      const asset = await uploadOk(product.id, { bytes, name, type: 'text/plain' });
      expect(asset).toMatchObject({
        kind,
        content_type: contentType,
        file_name: name,
        position: index,
        is_primary: index === 0,
        alt_text: null,
        ...(kind === 'image'
          ? { width: 4, height: 3 }
          : { width: null, height: null, sources: [], size_bytes: bytes.length }),
      });
      expect(asset.url.endsWith(extension)).toBe(true);
      if (kind !== 'image') expect(readFileSync(fileOf(asset))).toEqual(bytes);
    }
    const { assets } = await getProduct(product.id);
    expect(assets.map((asset) => asset.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('sniffs and stores files that arrive a few bytes at a time', async () => {
    const product = await createProduct();
    const pdf = Buffer.concat([FILES.pdf, Buffer.alloc(3000, 0x20)]);
    const { status, body } = await upload(
      { product_id: product.id, file: { bytes: pdf, name: 'slow.pdf' } },
      owner,
      { chunkSize: 7 },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'document', size_bytes: pdf.length });
    expect(readFileSync(fileOf(body))).toEqual(pdf);
    const html = await upload(
      { product_id: product.id, file: { bytes: FILES.html, name: 'x.png' } },
      owner,
      { chunkSize: 5 },
    );
    expect(html.status).toBe(415);
  });

  it('answers 415 for a file whose bytes are not an accepted type (an HTML page named .png)', async () => {
    const product = await createProduct();
    for (const bytes of [
      FILES.html,
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(50)]),
    ]) {
      const { status, body } = await upload({
        product_id: product.id,
        file: { bytes, name: 'photo.png', type: 'image/png' },
      });
      expect(status).toBe(415);
      expect(body).toEqual({
        message: 'Only JPEG, PNG, WebP, MP4, WebM and PDF files can be uploaded.',
        slug: 'unsupported_media_type',
      });
    }
    expect((await getProduct(product.id)).assets).toEqual([]);
    expect(filesUnder(join(assetsDir, String(product.id)))).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it('answers 413 for an image over 10 MB and a file over the server limit', async () => {
    const product = await createProduct();
    const bigImage = Buffer.concat([FILES.png, Buffer.alloc(10 * 1024 * 1024)]);
    const image = await upload({ product_id: product.id, file: { ...png(), bytes: bigImage } });
    expect(image.status).toBe(413);
    expect(image.body).toEqual({
      message: 'The file may not be larger than 10 MB.',
      slug: 'payload_too_large',
    });
    // Refused before the end of the body: the connection is not kept alive for the rest of it.
    expect(image.connection).toBe('close');
    // Documents may have 20 MB, videos 200 MB: the server's 25 MB (maxUploadBytes) caps a video.
    const bigVideo = Buffer.concat([FILES.mp4, Buffer.alloc(26 * 1024 * 1024)]);
    const video = await upload(
      { product_id: product.id, file: { bytes: bigVideo, name: 'long.mp4' } },
      owner,
      { chunkSize: 256 * 1024 },
    );
    expect(video.status).toBe(413);
    expect(video.body.message).toBe('The file may not be larger than 25 MB.');
    expect(video.connection).toBe('close');
    expect((await getProduct(product.id)).assets).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it('keeps only a sanitized name of a path-traversal file name; writes inside assetsDir only', async () => {
    const product = await createProduct();
    const tempRoot = tmpdir();
    const before = readdirSync(tempRoot);
    const names = [
      '../../../../tmp/evil.png',
      '..\\..\\windows\\evil2.png',
      'bad\u0000na\u202eme\u0007.png',
      `${'x'.repeat(300)}.png`,
    ];
    const assets = [];
    for (const name of names) assets.push(await uploadOk(product.id, png(name)));
    expect(assets.map((asset) => asset.file_name)).toEqual([
      'evil.png',
      'evil2.png',
      'badname.png',
      `${'x'.repeat(196)}.png`,
    ]);
    for (const asset of assets) {
      expect(relative(assetsDir, fileOf(asset))).toMatch(/^\d+\/[0-9a-f-]{36}\.webp$/);
      expect(existsSync(fileOf(asset))).toBe(true);
    }
    const after = readdirSync(tempRoot);
    expect(after.filter((name) => !before.includes(name) && /evil/.test(name))).toEqual([]);
    expect(existsSync('/tmp/evil.png')).toBe(false);
    expect(filesUnder(assetsDir).every((file) => !file.includes('evil'))).toBe(true);
  });

  it('answers 422 for missing, unknown and malformed fields', async () => {
    const product = await createProduct();
    const cases: [Parameters<typeof multipart>[0], string[]][] = [
      [{ product_id: product.id }, ['file']],
      [{ file: png() }, ['product_id']],
      [{ product_id: 'abc', file: png() }, ['product_id']],
      [{ product_id: product.id, file: png(), alt_text: 'a'.repeat(251) }, ['alt_text']],
      [{ product_id: product.id, file: png(), coupon: 'x' }, ['coupon']],
      [{ product_id: product.id, file: 'not a file' }, ['file']],
      [{ product_id: product.id, file: { bytes: Buffer.alloc(0), name: 'empty.png' } }, ['file']],
      [{ product_id: product.id, file: [png(), png()] }, ['file']],
      [{ product_id: product.id, photo: png() }, ['photo']],
    ];
    for (const [fields, errorFields] of cases) {
      const { status, body } = await upload(fields);
      expect(status, JSON.stringify(fields)).toBe(422);
      expect(body.slug).toBe('validation_failed');
      expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toEqual(errorFields);
    }
    expect((await getProduct(product.id)).assets).toEqual([]);
    expect(incoming()).toEqual([]);
  });

  it('answers 422 on product_id for an unknown product or one of another account', async () => {
    const theirs = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: stranger.authHeader,
      payload: draftInput(),
    });
    for (const productId of [999_999, theirs.json<Product>().id]) {
      const { status, body } = await upload({ product_id: productId, file: png() });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ product_id: ['The selected product does not exist.'] });
    }
    // Beyond the contract's bounds (int4; Infinity and 1e400 are what Ajv coerces them to).
    for (const productId of ['3000000000', 'Infinity', '-Infinity', '1e400', 'NaN', '-1']) {
      const { status, body } = await upload({ product_id: productId, file: png() });
      expect(status, productId).toBe(422);
      expect(Object.keys(body.errors ?? {}), productId).toEqual(['product_id']);
    }
    expect(incoming()).toEqual([]);
  });

  it('answers 401 and 403 before reading the file', async () => {
    const product = await createProduct();
    const anonymous = await upload({ product_id: product.id, file: png() }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.connection).toBe('close');
    const forbidden = await upload({ product_id: product.id, file: png() }, member);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.slug).toBe('forbidden');
    expect(incoming()).toEqual([]);
    expect((await getProduct(product.id)).assets).toEqual([]);
  });

  it('answers 415 for a body that is not multipart, and for multipart sent elsewhere', async () => {
    const product = await createProduct();
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/products/assets',
      headers: owner.authHeader,
      payload: { product_id: product.id, file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = await multipart({ ...draftInput(), file: png() } as never);
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { ...headers, ...owner.authHeader },
      payload,
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json<ErrorBody>().slug).toBe('unsupported_media_type');
    expect(incoming()).toEqual([]);
  });
});

describe('GET /media/…', () => {
  it('serves images inline and documents as downloads, with their type and nosniff', async () => {
    const product = await createProduct(publishableInput());
    const image = await uploadOk(product.id, png());
    const document = await uploadOk(product.id, { bytes: FILES.pdf, name: 'specs.pdf' });
    // A published unit's files: relative to the API's origin, not on PUBLIC_URL.
    expect(image.url).toMatch(/^\/media\//);
    const path = (asset: ProductAsset) => asset.url;

    const served = await testApp.app.inject({ method: 'GET', url: path(image) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(readFileSync(fileOf(image)));
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const avif = image.sources.find((source) => source.format === 'avif')!;
    const variant = await testApp.app.inject({ method: 'GET', url: avif.url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.rawPayload).toEqual(readFileSync(fileOf(avif)));
    expect(served.headers['content-disposition']).toBeUndefined();

    const pdf = await testApp.app.inject({ method: 'GET', url: path(document) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    });
  });

  it('serves nothing but stored keys (404, never 5xx)', async () => {
    const stored = await uploadOk((await createProduct()).id, png());
    for (const url of [
      `/media/1/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.png`,
      '/media/.incoming/x.part',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/',
      // A product's directory (it exists on disk once a file was stored) and other odd shapes.
      `/media/${stored.product_id}/`,
      `/media/${stored.product_id}`,
      '/media/1/2/3',
      '/media/..%2f',
      `${stored.url}/`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await testApp.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        if (method === 'GET') expect(response.json().slug, url).toBe('not_found');
      }
    }
    // A name longer than the file system allows: refused, never a 5xx.
    const long = await testApp.app.inject({ method: 'GET', url: `/media/${'a'.repeat(5000)}.png` });
    expect([403, 404]).toContain(long.statusCode);
  });
});

describe('updateProductAsset', () => {
  it('changes the alt text (null or blank clears it)', async () => {
    const product = await createProduct();
    const asset = await uploadOk(product.id, png(), 'Old');
    expect((await updateAsset(asset.id, { alt_text: 'New text' })).body.alt_text).toBe('New text');
    expect((await updateAsset(asset.id, { alt_text: null })).body.alt_text).toBeNull();
    expect((await updateAsset(asset.id, { alt_text: '  ' })).body.alt_text).toBeNull();
    expect((await updateAsset(asset.id, { alt_text: 'x'.repeat(251) })).status).toBe(422);
  });

  it('moves an asset and renumbers its siblings', async () => {
    const product = await createProduct();
    const [a, b, c, d] = [
      await uploadOk(product.id, png('a.png')),
      await uploadOk(product.id, png('b.png')),
      await uploadOk(product.id, png('c.png')),
      await uploadOk(product.id, png('d.png')),
    ];
    const order = async () => (await getProduct(product.id)).assets.map((x) => x.file_name);
    const moved = await updateAsset(d!.id, { position: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(0);
    expect(await order()).toEqual(['d.png', 'a.png', 'b.png', 'c.png']);
    await updateAsset(a!.id, { position: 99 });
    expect(await order()).toEqual(['d.png', 'b.png', 'c.png', 'a.png']);
    await updateAsset(c!.id, { position: 1 });
    expect(await order()).toEqual(['d.png', 'c.png', 'b.png', 'a.png']);
    const positions = (await getProduct(product.id)).assets.map((x) => x.position);
    expect(positions).toEqual([0, 1, 2, 3]);
    // Moving does not change which image is primary.
    expect((await getProduct(product.id)).assets.find((x) => x.is_primary)?.id).toBe(a!.id);
    expect(b).toBeDefined();
  });

  it('makes one image primary; the product (and the catalog) follow', async () => {
    const product = await createProduct(publishableInput());
    const first = await uploadOk(product.id, png('first.png'));
    const pdf = await uploadOk(product.id, { bytes: FILES.pdf, name: 'specs.pdf' });
    const second = await uploadOk(product.id, { bytes: FILES.jpeg, name: 'second.jpg' });
    expect(second.is_primary).toBe(false);

    const version = async () =>
      (await testApp.db.query<{ v: string }>('select version::text as v from catalog_state'))
        .rows[0]!.v;
    const before = await version();
    const primary = await updateAsset(second.id, { is_primary: true });
    expect(primary.status).toBe(200);
    expect(primary.body.is_primary).toBe(true);
    expect(await version()).not.toBe(before);

    const { assets, image_url } = await getProduct(product.id);
    expect(assets.filter((x) => x.is_primary).map((x) => x.id)).toEqual([second.id]);
    expect(image_url).toBe(second.url);
    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/equipment/${product.id}`,
    });
    expect(detail.json<Equipment>().image_url).toBe(second.url);
    // Listings get the primary image's size and variants (never its storage keys).
    const listed = (await listAll(testApp.app)).items.find((item) => item.id === product.id)!;
    expect(listed.image_url).toBe(second.url);
    expect([listed.image_width, listed.image_height]).toEqual([second.width, second.height]);
    expect(listed.image_sources).toEqual(second.sources);
    expect(second.sources.length).toBeGreaterThan(0);
    expect(JSON.stringify(listed)).not.toContain('storage_key');

    const documentPrimary = await updateAsset(pdf.id, { is_primary: true });
    expect(documentPrimary.status).toBe(422);
    expect(Object.keys(documentPrimary.body.errors ?? {})).toEqual(['is_primary']);
    const unset = await updateAsset(second.id, { is_primary: false });
    expect(unset.status).toBe(422);
    expect((await updateAsset(first.id, { is_primary: false })).status).toBe(200);
  });

  it('answers 404 for an asset of another account or none, 403 without assets.manage', async () => {
    const product = await createProduct();
    const asset = await uploadOk(product.id, png());
    expect((await updateAsset(asset.id, { alt_text: 'x' }, stranger)).status).toBe(404);
    expect((await updateAsset(999_999, { alt_text: 'x' })).status).toBe(404);
    // An id beyond the contract's int4 bound is a 422 on the path parameter, never a 5xx.
    expect((await updateAsset(3_000_000_000, { alt_text: 'x' })).status).toBe(422);
    expect((await updateAsset(asset.id, { alt_text: 'x' }, member)).status).toBe(403);
    expect((await updateAsset(asset.id, { position: -1 })).status).toBe(422);
  });
});

describe('deleteProductAsset', () => {
  it('removes the row and the file; the next image becomes primary', async () => {
    const product = await createProduct();
    const first = await uploadOk(product.id, png('first.png'));
    const pdf = await uploadOk(product.id, { bytes: FILES.pdf, name: 'specs.pdf' });
    const second = await uploadOk(product.id, { bytes: FILES.jpeg, name: 'second.jpg' });

    expect(await deleteAsset(first.id, stranger)).toBe(404);
    expect(await deleteAsset(first.id, member)).toBe(403);
    expect(await deleteAsset(first.id)).toBe(204);
    for (const file of [first, ...first.sources]) expect(existsSync(fileOf(file))).toBe(false);
    expect(second.sources.every((source) => existsSync(fileOf(source)))).toBe(true);
    let current = await getProduct(product.id);
    expect(current.assets.map((x) => [x.id, x.position, x.is_primary])).toEqual([
      [pdf.id, 0, false],
      [second.id, 1, true],
    ]);
    expect(current.image_url).toBe(second.url);

    expect([current.image_width, current.image_height]).toEqual([second.width, second.height]);
    expect(current.image_sources).toEqual(second.sources);

    expect(await deleteAsset(second.id)).toBe(204);
    current = await getProduct(product.id);
    expect(current.image_url).toBeNull();
    expect([current.image_width, current.image_height, current.image_sources]).toEqual([
      null,
      null,
      [],
    ]);
    expect(current.assets.map((x) => [x.id, x.position, x.is_primary])).toEqual([
      [pdf.id, 0, false],
    ]);
    expect(await deleteAsset(second.id)).toBe(404);
  });
});

describe('deleteProduct', () => {
  it('removes the product’s asset rows and files', async () => {
    const product = await createProduct();
    const assets = [
      await uploadOk(product.id, png()),
      await uploadOk(product.id, { bytes: FILES.pdf, name: 'specs.pdf' }),
    ];
    const other = await createProduct();
    const kept = await uploadOk(other.id, png());

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${product.id}`,
      headers: owner.authHeader,
    });
    expect(response.statusCode).toBe(204);
    for (const asset of assets) expect(existsSync(fileOf(asset))).toBe(false);
    expect(existsSync(join(assetsDir, String(product.id)))).toBe(false);
    const { rows } = await testApp.db.query('select id from product_assets where product_id = $1', [
      product.id,
    ]);
    expect(rows).toEqual([]);
    expect(existsSync(fileOf(kept))).toBe(true);
  });
});

describe('the public catalog', () => {
  it('shows a new published product with its image in the listing and the detail', async () => {
    const title = `Gallery Test Scissor Lift ${Date.now()}`;
    const product = await createProduct(
      publishableInput({ title, category: 'aerial-work-platforms' }),
    );
    const image = await uploadOk(product.id, png(), 'The lift');
    const document = await uploadOk(product.id, { bytes: FILES.pdf, name: 'specs.pdf' });

    const detail = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/equipment/${product.id}`,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Equipment>()).toMatchObject({
      id: product.id,
      title,
      image_url: image.url,
      assets: [image, document],
    });

    const listing = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/equipment?q=${encodeURIComponent(title)}&category=aerial-work-platforms`,
    });
    const items = listing.json<EquipmentPage>().items;
    expect(items.map((item) => [item.id, item.image_url])).toContainEqual([product.id, image.url]);
  });
});

describe('an upload the client abandons', () => {
  it('leaves no temp file once the server has seen the connection go', async () => {
    const product = await createProduct();
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    const big = Buffer.concat([FILES.png, Buffer.alloc(2 * 1024 * 1024)]);
    const { payload, headers } = await multipart({
      product_id: product.id,
      file: { bytes: big, name: 'half.png', type: 'image/png' },
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
    socket.write(payload.subarray(0, payload.length / 2));
    // The server is writing the file…
    await vi.waitFor(() => expect(incoming()).toHaveLength(1), { timeout: 10_000, interval: 20 });
    // …when the client goes away in the middle of it.
    socket.destroy();
    await closed;
    await vi.waitFor(() => expect(incoming()).toEqual([]), { timeout: 10_000, interval: 20 });
    expect((await getProduct(product.id)).assets).toEqual([]);
  });
});
