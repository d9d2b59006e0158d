import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductAs, FILES, multipart, type FilePart } from '../products/product-test-helpers';
import { expectError } from '../testing/accounts';
import type { TestSession } from '../testing/auth';
import { openDemoBranch, type DemoBranch } from '../testing/demo-branch';
import { newKey } from './idempotency-test-helpers';

/**
 * `Idempotency-Key` on the operations whose body is `multipart/form-data` (uploadProductAsset,
 * createRentalServiceRequest): the same key with the same fields and the same file's bytes answers
 * the first answer again and stores nothing; another field value, another file (its bytes or its
 * name) under the same key is a 422 `idempotency_key_reused` that stores nothing either.
 */
let t: DemoBranch;
beforeAll(async () => {
  t = await openDemoBranch();
});
afterAll(() => t.close());

type Fields = Record<string, string | number | FilePart>;

/** A multipart POST below `/api/v1`, as `as`, with the Idempotency-Key `key`. */
async function post(as: TestSession, path: string, key: string, fields: Fields) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: { ...headers, ...as.authHeader, 'idempotency-key': key },
    payload,
  });
}

const count = async (sql: string, id: number) =>
  (await t.db.query<{ count: number }>(sql, [id])).rows[0]!.count;

describe('uploadProductAsset (POST /products/assets)', () => {
  const assetsOf = (productId: number) =>
    count('select count(*)::int as count from product_assets where product_id = $1', productId);
  const png = { bytes: FILES.png, name: 'photo.png', type: 'image/png' };

  it('the same fields and file bytes: the first answer again, one asset', async () => {
    const product = await createProductAs(t.app, t.owner);
    const key = newKey();
    const fields = { product_id: product.id, alt_text: 'Front', file: png };
    const first = await post(t.owner, '/products/assets', key, fields);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(t.owner, '/products/assets', key, fields);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await assetsOf(product.id)).toBe(1);
    // Sent four times at once with a new key: one runs, the others answer its answer.
    const burstKey = newKey();
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => post(t.owner, '/products/assets', burstKey, fields)),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(burst.map((answer) => answer.body)).size).toBe(1);
    expect(await assetsOf(product.id)).toBe(2);
  });

  it('another file, file name or field under the same key: 422, nothing stored', async () => {
    const product = await createProductAs(t.app, t.owner);
    const key = newKey();
    const fields = { product_id: product.id, alt_text: 'Front', file: png };
    expect((await post(t.owner, '/products/assets', key, fields)).statusCode).toBe(201);
    for (const other of [
      { ...fields, file: { ...png, bytes: FILES.webp } },
      { ...fields, file: { ...png, name: 'other.png' } },
      { ...fields, alt_text: 'Back' },
    ]) {
      const reused = await post(t.owner, '/products/assets', key, other);
      expectError(reused, 422, 'idempotency_key_reused');
    }
    expect(await assetsOf(product.id)).toBe(1);
    // The same file sent with the same key by another caller is theirs to run.
    const member = await t.customer();
    const theirs = await createProductAs(t.app, member);
    const byOther = await post(member, '/products/assets', key, {
      ...fields,
      product_id: theirs.id,
    });
    expect(byOther.statusCode, byOther.body).toBe(201);
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();
    expect(await assetsOf(theirs.id)).toBe(1);
  });

  it('over HTTP, a 24 MB video: the repeat replays, one changed last byte is another request, no file is left', async () => {
    const product = await createProductAs(t.app, t.owner);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const video = Buffer.concat([FILES.mp4, Buffer.alloc(24 * 1024 * 1024, 7)]);
    const key = newKey();
    const send = async (bytes: Buffer) => {
      const { payload, headers } = await multipart({
        product_id: product.id,
        file: { bytes, name: 'walkaround.mp4', type: 'video/mp4' },
      });
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/products/assets`, {
        method: 'POST',
        headers: { ...headers, ...t.owner.authHeader, 'idempotency-key': key },
        body: payload,
      });
      return { response, body: await response.text() };
    };
    const first = await send(video);
    expect(first.response.status, first.body).toBe(201);
    const again = await send(video);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toBe(first.body);
    const changed = Buffer.from(video);
    changed[changed.length - 1] = 8;
    const other = await send(changed);
    expect(other.response.status, other.body).toBe(422);
    expect(JSON.parse(other.body)).toMatchObject({ slug: 'idempotency_key_reused' });
    expect(await assetsOf(product.id)).toBe(1);
    // The repeats' files were read to hash them, then removed: none waits in the store.
    const incoming = join(t.config.assetsDir, '.incoming');
    expect(readdirSync(incoming, { recursive: true })).toEqual([]);
  }, 60_000);
});

describe('createRentalServiceRequest (POST /user/rentals/{rentalId}/service-requests)', () => {
  const requestsOf = (rentalId: number) =>
    count('select count(*)::int as count from rental_requests where booking_id = $1', rentalId);
  const photo = { bytes: FILES.png, name: 'lift.png', type: 'image/png' };

  async function rental() {
    const { renter, rentalId } = await t.customerRental({ from: 0, to: 3 });
    return { renter, path: `/user/rentals/${rentalId}/service-requests`, rentalId };
  }

  it('the same description and photo: the first answer again, one request', async () => {
    const { renter, path, rentalId } = await rental();
    const key = newKey();
    const fields = { description: 'The platform does not go up.', photo };
    const first = await post(renter, path, key, fields);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(renter, path, key, fields);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await requestsOf(rentalId)).toBe(1);
    // Sent four times at once with a new key: one runs, the others answer its answer.
    const burstKey = newKey();
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => post(renter, path, burstKey, fields)),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(burst.map((answer) => answer.body)).size).toBe(1);
    expect(await requestsOf(rentalId)).toBe(2);
    // Without a photo as well.
    const plainKey = newKey();
    const plain = { description: 'Noisy engine.' };
    const plainFirst = await post(renter, path, plainKey, plain);
    expect(plainFirst.statusCode, plainFirst.body).toBe(201);
    const plainAgain = await post(renter, path, plainKey, plain);
    expect(plainAgain.headers['idempotent-replayed']).toBe('true');
    expect(plainAgain.body).toBe(plainFirst.body);
    expect(await requestsOf(rentalId)).toBe(3);
  });

  it('another photo (bytes or name), none, or another description under the same key: 422, nothing stored', async () => {
    const { renter, path, rentalId } = await rental();
    const key = newKey();
    const fields = { description: 'The platform does not go up.', photo };
    expect((await post(renter, path, key, fields)).statusCode).toBe(201);
    for (const other of [
      { ...fields, photo: { ...photo, bytes: FILES.jpeg } },
      { ...fields, photo: { ...photo, name: 'other.png' } },
      { description: fields.description },
      { ...fields, description: 'It makes a noise.' },
    ]) {
      expectError(await post(renter, path, key, other), 422, 'idempotency_key_reused');
    }
    expect(await requestsOf(rentalId)).toBe(1);
    // The same key, used by another customer on their own rental, is theirs.
    const theirs = await rental();
    const byOther = await post(theirs.renter, theirs.path, key, fields);
    expect(byOther.statusCode, byOther.body).toBe(201);
    expect(byOther.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestsOf(theirs.rentalId)).toBe(1);
  });
});
