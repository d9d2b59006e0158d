import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type StoreDriver } from '../testing/store-drivers';
import {
  newIncomingKey,
  newStorageKey,
  StorageUnavailableError,
  type AssetStore,
} from './asset-storage';
import { PART_SIZE } from './s3-asset-store';

const DAY = 24 * 3600 * 1000;

/** `size` bytes of a repeating pattern, `chunk` bytes at a time, then `error` if given. */
function source(
  size: number,
  { chunk = 64 * 1024, error }: { chunk?: number; error?: Error } = {},
) {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < size; sent += chunk) {
        yield Buffer.alloc(Math.min(chunk, size - sent), sent % 251);
      }
      if (error) throw error;
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(store: AssetStore, key: string): Promise<Buffer | undefined> {
  const object = await store.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(store: AssetStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list()) keys.push(key);
  return keys.sort();
}

describe.each(STORE_DRIVERS)('the asset store in a %s', (_name, open) => {
  let driver: StoreDriver;
  let store: AssetStore;
  beforeAll(async () => {
    driver = await open();
    store = driver.store;
  });
  afterAll(() => driver.close());

  it('keeps bytes under a key, reads them back whole or in a range, and removes them', async () => {
    const key = newStorageKey(1, 'pdf');
    await store.put(key, Buffer.from('0123456789'), { contentType: 'application/pdf' });
    expect((await bytesOf(store, key))?.toString()).toBe('0123456789');
    const head = await store.head(key);
    expect(head).toMatchObject({ size: 10, etag: expect.stringMatching(/^".+"$/) });
    expect(head!.lastModified).toBeInstanceOf(Date);
    const part = await store.get(key, { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 10, etag: head!.etag });
    expect(await text(part!.body)).toBe('2345');
    await store.remove(key);
    expect(await store.head(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
  });

  it('answers undefined for a missing object, and removing it is no error', async () => {
    const key = newStorageKey(2, 'png');
    expect(await store.head(key)).toBeUndefined();
    expect(await store.get(key)).toBeUndefined();
    expect(await store.get(key, { start: 0, end: 1 })).toBeUndefined();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('streams a file larger than one part (multipart in S3) and reads back the same bytes', async () => {
    const key = newStorageKey(3, 'mp4');
    const size = PART_SIZE + 1234567;
    await store.put(key, source(size), { contentType: 'video/mp4' });
    const stored = await bytesOf(store, key);
    expect(stored?.length).toBe(size);
    const expected = Buffer.concat(
      Array.from({ length: Math.ceil(size / (64 * 1024)) }, (_, i) =>
        Buffer.alloc(Math.min(64 * 1024, size - i * 64 * 1024), (i * 64 * 1024) % 251),
      ),
    );
    expect(sha256(stored!)).toBe(sha256(expected));
    expect((await store.head(key))?.size).toBe(size);
    const tail = await store.get(key, { start: size - 3, end: size - 1 });
    expect((await text(tail!.body)).length).toBe(3);
    await store.remove(key);
  });

  it.each([
    ['before the first part is complete', 100 * 1024],
    ['after a part was sent', PART_SIZE + 512 * 1024],
  ])('leaves nothing when the source fails %s', async (_when, size) => {
    const key = newStorageKey(4, 'mp4');
    const aborted = new Error('the client went away');
    await expect(store.put(key, source(size, { error: aborted }))).rejects.toBe(aborted);
    expect(await store.head(key)).toBeUndefined();
    expect(await keysOf(store)).not.toContain(key);
    const incoming = newIncomingKey();
    await expect(store.put(incoming, source(size, { error: aborted }))).rejects.toBe(aborted);
    expect(await store.head(incoming)).toBeUndefined();
    expect(await driver.incomingKeys()).toEqual([]);
    expect(driver.pendingUploads()).toBe(0);
  });

  it('moves an incoming upload to its key; lists stored files only', async () => {
    const incoming = newIncomingKey();
    await store.put(incoming, Buffer.from('upload'));
    const key = newStorageKey(5, 'pdf');
    await store.claim(incoming, key);
    expect(await store.head(incoming)).toBeUndefined();
    expect((await bytesOf(store, key))?.toString()).toBe('upload');
    const waiting = newIncomingKey();
    await store.put(waiting, Buffer.from('waiting'));
    const keys = await keysOf(store);
    expect(keys).toContain(key);
    expect(keys).not.toContain(waiting);
    await store.remove(waiting);
  });

  it('removes every file of one product and none of another', async () => {
    const mine = [newStorageKey(6, 'webp'), newStorageKey(6, 'avif')];
    const other = newStorageKey(66, 'webp');
    for (const key of [...mine, other]) await store.put(key, Buffer.from(key));
    await store.removeProduct(6);
    for (const key of mine) expect(await store.head(key)).toBeUndefined();
    expect(await store.head(other)).toBeDefined();
    await expect(store.removeProduct(0)).rejects.toThrow();
    await expect(store.removeProduct(-1)).rejects.toThrow();
  });

  it('sweeps incoming uploads older than the given age only', async () => {
    const incoming = newIncomingKey();
    await store.put(incoming, Buffer.from('left behind'));
    await store.sweepIncoming(DAY);
    expect(await store.head(incoming)).toBeDefined();
    await store.sweepIncoming(-DAY);
    expect(await store.head(incoming)).toBeUndefined();
  });

  it.each(['../outside.png', '1/../../x.png', '.incoming/../../x.part', '1/evil.png', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(store.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(store.head(key)).rejects.toThrow(/Not a storage key/);
      await expect(store.remove(key)).rejects.toThrow(/Not a storage key/);
    },
  );

  it('is checked: reachable, or StorageUnavailableError for puts and checks', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    await expect(driver.unreachable.check()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(
      driver.unreachable.put(newStorageKey(7, 'pdf'), Buffer.from('x')),
    ).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
