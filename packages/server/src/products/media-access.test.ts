import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAsDemoOwner, registerAndLogin, type TestSession } from '../testing/auth';
import { STORE_DRIVERS, type StoreDriver } from '../testing/store-drivers';
import { createTestApp } from '../testing/test-app';
import {
  createProductAs,
  demoAccountId,
  FILES,
  memberOf,
  publishableInput,
  uploadAs,
  type ProductAsset,
} from './product-test-helpers';

/**
 * Who gets the files of a unit (its pictures, their variants, its documents) at `/media/<key>`
 * and `/api/media/<key>`: everyone once the unit is published (cached for a year); before that, and
 * after it is unpublished, only the members of its account (never cached), a 404 to anyone else;
 * after the file is deleted, nobody. Every kind of request: GET, HEAD, ranges, revalidations.
 */
const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

type Headers = Record<string, string>;
/** How a request may ask for a file. */
const ASKS: [string, 'GET' | 'HEAD', Headers][] = [
  ['GET', 'GET', {}],
  ['HEAD', 'HEAD', {}],
  ['a range', 'GET', { range: 'bytes=0-1' }],
  ['a HEAD range', 'HEAD', { range: 'bytes=0-1' }],
  ['a revalidation', 'GET', { 'if-none-match': '*' }],
];

/** The storage key of a file's URL (`/media/<key>` or `/api/media/<key>`). */
const keyOf = (url: string) => url.replace(/^.*?\/media\//, '');
/** Both URLs of every file of the assets: main files and variants. */
const fileUrls = (assets: ProductAsset[]) =>
  [...new Set(assets.flatMap((asset) => [asset.url, ...asset.sources.map((s) => s.url)]))]
    .map(keyOf)
    .flatMap((key) => [`/media/${key}`, `/api/media/${key}`]);

describe.each(STORE_DRIVERS)('access to the files of units, in a %s', (_name, open) => {
  let driver: StoreDriver;
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let owner: TestSession;
  let viewer: TestSession;
  let stranger: TestSession;
  let noRole: TestSession;

  beforeAll(async () => {
    driver = await open();
    testApp = await createTestApp({ store: driver.store });
    app = testApp.app;
    owner = await loginAsDemoOwner(app);
    const account = await demoAccountId(testApp.db);
    viewer = await memberOf(app, testApp.db, account, 'Member');
    noRole = await memberOf(app, testApp.db, account, null);
    stranger = await registerAndLogin(app);
  });
  afterAll(async () => {
    await testApp.close();
    await driver.close();
  });

  /** A product of `session`'s account with a photo (AVIF and WebP variants) and a PDF. */
  async function unitWithFiles(session: TestSession, status: 'draft' | 'published' = 'draft') {
    const product = await createProductAs(app, session, publishableInput({ status }));
    const assets: ProductAsset[] = [];
    for (const file of [
      { bytes: FILES.jpeg, name: 'side.jpg' },
      { bytes: FILES.pdf, name: 'manual.pdf' },
    ]) {
      const uploaded = await uploadAs(app, session, product.id, file);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      assets.push(uploaded.json<ProductAsset>());
    }
    return { product, assets, urls: fileUrls(assets) };
  }

  const setStatus = async (id: number, status: 'draft' | 'published' | 'archived') => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/products/${id}`,
      headers: owner.authHeader,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** Every kind of request for every URL, with `headers`: each status and Cache-Control. */
  async function answers(urls: string[], headers: Headers = {}) {
    const seen = new Set<string>();
    for (const url of urls) {
      for (const [ask, method, extra] of ASKS) {
        const response = await app.inject({ method, url, headers: { ...headers, ...extra } });
        seen.add(`${response.statusCode} ${String(response.headers['cache-control'])}`);
        if (response.statusCode === 404 && method === 'GET') {
          expect(response.json(), `${ask} ${url}`).toMatchObject({ slug: 'not_found' });
        }
      }
    }
    return [...seen].sort();
  }

  const cookieOf = (session: TestSession) => ({ cookie: `access_token=${session.accessToken}` });

  it('answers 404 (never 403), not to be cached, to anyone outside the account of a draft', async () => {
    const { urls, assets } = await unitWithFiles(owner);
    // The draft's URLs as answered: on the API's origin, below the access-token cookie's path.
    expect(assets[0]!.url).toMatch(/^\/api\/media\//);
    expect(assets[0]!.sources.length).toBeGreaterThan(1);
    for (const headers of [
      {},
      stranger.authHeader,
      cookieOf(stranger),
      noRole.authHeader,
      { authorization: 'Bearer not-a-token' },
      { cookie: 'access_token=expired.or.forged' },
    ]) {
      expect(await answers(urls, headers), JSON.stringify(headers)).toEqual([`404 ${PRIVATE}`]);
    }
    // An account not yet approved to publish: its drafts' files are just as closed.
    const newcomer = await unitWithFiles(stranger);
    expect(await answers(newcomer.urls)).toEqual([`404 ${PRIVATE}`]);
    expect(await answers(newcomer.urls, owner.authHeader)).toEqual([`404 ${PRIVATE}`]);
  });

  it('serves a draft’s files to its account’s members (Bearer, or the cookie), never cached', async () => {
    const { urls } = await unitWithFiles(owner);
    const privateAnswers = [`200 ${PRIVATE}`, `206 ${PRIVATE}`, `304 ${PRIVATE}`];
    expect(await answers(urls, owner.authHeader)).toEqual(privateAnswers);
    expect(await answers(urls, viewer.authHeader)).toEqual(privateAnswers);
    const viaCookie = urls.filter((url) => url.startsWith('/api/media/'));
    expect(await answers(viaCookie, cookieOf(viewer))).toEqual(privateAnswers);
    const photo = await app.inject({ method: 'GET', url: viaCookie[0]!, headers: cookieOf(owner) });
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect(photo.rawPayload.length).toBeGreaterThan(10);
  });

  it('makes the files public and immutable once published, and closes them again once unpublished', async () => {
    const { product, urls } = await unitWithFiles(owner);
    await setStatus(product.id, 'published');
    expect(await answers(urls)).toEqual([`200 ${PUBLIC}`, `206 ${PUBLIC}`, `304 ${PUBLIC}`]);
    for (const status of ['archived', 'draft'] as const) {
      await setStatus(product.id, status);
      expect(await answers(urls), status).toEqual([`404 ${PRIVATE}`]);
      expect(await answers(urls, owner.authHeader), status).toEqual([
        `200 ${PRIVATE}`,
        `206 ${PRIVATE}`,
        `304 ${PRIVATE}`,
      ]);
    }
  });

  it('never serves a deleted file again, even while its object is still in the store', async () => {
    const { product, assets, urls } = await unitWithFiles(owner, 'published');
    const [photo] = assets;
    const photoUrls = fileUrls([photo!]);
    const objects = await Promise.all(
      photoUrls
        .filter((url) => url.startsWith('/media/'))
        .map(async (url) => {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(200);
          return [keyOf(url), response.rawPayload] as const;
        }),
    );
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/products/assets/${photo!.id}`,
      headers: owner.authHeader,
    });
    expect(removed.statusCode).toBe(204);
    expect(await answers(photoUrls)).toEqual([`404 ${PRIVATE}`]);
    // The removal of its objects failed, or a copy came back (a restored backup): still gone.
    for (const [key, bytes] of objects) await driver.store.put(key, bytes);
    expect(await answers(photoUrls)).toEqual([`404 ${PRIVATE}`]);
    expect(await answers(photoUrls, owner.authHeader)).toEqual([`404 ${PRIVATE}`]);
    // A new upload of the same picture gets new keys: a URL never names other content.
    const again = await uploadAs(app, owner, product.id, { bytes: FILES.jpeg, name: 'side.jpg' });
    const newUrls = fileUrls([again.json<ProductAsset>()]);
    expect(newUrls.filter((url) => photoUrls.includes(url))).toEqual([]);
    // The unit deleted: none of its files either.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${product.id}`,
      headers: owner.authHeader,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await answers([...urls, ...newUrls], owner.authHeader)).toEqual([`404 ${PRIVATE}`]);
  });

  it('answers 404 to guessed keys: made up, or a real file under another unit’s id', async () => {
    const { product, assets } = await unitWithFiles(owner, 'published');
    const other = await unitWithFiles(owner, 'published');
    const [, file] = keyOf(assets[0]!.url).split('/');
    const guesses = [
      `/media/${product.id}/00000000-0000-4000-8000-000000000000.webp`,
      `/media/${other.product.id}/${file}`,
      `/api/media/${other.product.id}/${file}`,
      `/media/99999999999/${file}`,
      `/media/${'9'.repeat(40)}/${file}`,
    ];
    expect(await answers(guesses, owner.authHeader)).toEqual([`404 ${PRIVATE}`]);
  });
});
