import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Emulator, type S3Emulator } from '../testing/s3-emulator';
import { newStorageKey, newIncomingKey, type AssetStore } from './asset-storage';
import { createLocalAssetStore } from './local-asset-store';
import { migrateAssets, sameContent } from './migrate-assets';
import { PART_SIZE } from './s3-asset-store';

let emulator: S3Emulator;
let root: string;
let source: AssetStore;
let target: ReturnType<S3Emulator['store']>;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  emulator = await startS3Emulator();
  target = emulator.store();
  root = mkdtempSync(join(tmpdir(), 'liftline-migrate-'));
  source = createLocalAssetStore(root);
  for (const [productId, extension, size] of [
    [1, 'webp', 3000],
    [1, 'avif', 2000],
    [2, 'pdf', 70_000],
    [3, 'mp4', 300_000],
  ] as const) {
    const key = newStorageKey(productId, extension);
    const bytes = Buffer.alloc(size, key);
    files.set(key, bytes);
    await source.put(key, bytes);
  }
  // Not a stored file: never copied.
  await source.put(newIncomingKey(), Buffer.from('half an upload'));
});
afterAll(async () => {
  await emulator.close();
  rmSync(root, { recursive: true, force: true });
});

async function bucketBytes(key: string): Promise<Buffer | undefined> {
  const object = await target.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of target.list()) keys.push(key);
  return keys.sort();
}

async function run(options: { repair?: boolean; target?: AssetStore } = {}) {
  const lines: string[] = [];
  const summary = await migrateAssets({
    source,
    target,
    ...options,
    log: (line) => lines.push(line),
    progressEveryMs: 0,
  });
  return { summary, lines };
}

describe('migrateAssets', () => {
  it('copies every stored file with its bytes, then copies nothing on a second run', async () => {
    const first = await run();
    expect(first.summary).toMatchObject({ files: 4, copied: 4, skipped: 0, mismatches: [] });
    expect(first.summary.bytesCopied).toBe(375_000);
    expect(await bucketKeys()).toEqual([...files.keys()].sort());
    for (const [key, bytes] of files) {
      expect(await bucketBytes(key)).toEqual(bytes);
      expect((await target.head(key))?.sha256).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
    }
    // Progress: files, bytes and rate.
    expect(first.lines[0]).toBe('4 files (0.4 MB) to check.');
    expect(first.lines.at(-1)).toMatch(
      /^4\/4 files checked, 4 copied \(0\.4 MB, [\d.]+ MB\/s\), 0 already there, 0 mismatched$/,
    );

    const second = await run();
    expect(second.summary).toMatchObject({ copied: 0, skipped: 4, bytesCopied: 0, mismatches: [] });
  });

  it('reports an object of the bucket that differs from its file, and repairs it when asked', async () => {
    const [key, bytes] = [...files][2]!;
    // Same size, other bytes: only the checksum tells.
    const corrupted = Buffer.from(bytes);
    corrupted[100] = corrupted[100]! ^ 0xff;
    await target.client.send(
      new PutObjectCommand({ Bucket: emulator.config.bucket, Key: key, Body: corrupted }),
    );
    const reported = await run();
    expect(reported.summary).toMatchObject({ copied: 0, skipped: 3, mismatches: [key] });
    expect(reported.lines.join('\n')).toContain(`MISMATCH ${key}`);
    expect(await bucketBytes(key)).toEqual(corrupted);

    const repaired = await run({ repair: true });
    expect(repaired.summary).toMatchObject({ copied: 1, skipped: 3, mismatches: [] });
    expect(await bucketBytes(key)).toEqual(bytes);
    expect((await run()).summary).toMatchObject({ copied: 0, skipped: 4, mismatches: [] });
  });

  it('detects a copy that does not arrive intact', async () => {
    const [key] = [...files][0]!;
    await target.remove(key);
    // A store that flips a byte on the way.
    const lossy: AssetStore = {
      ...target,
      async put(key, body, options) {
        const chunks: Buffer[] = [];
        for await (const chunk of body as Readable) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        bytes[0] = bytes[0]! ^ 1;
        await target.put(key, bytes, options);
      },
    };
    const result = await run({ target: lossy });
    expect(result.summary).toMatchObject({ copied: 0, mismatches: [key] });
    expect(result.lines.join('\n')).toContain(`MISMATCH ${key}: the copy does not match`);
  });
});

describe('sameContent', () => {
  const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();
  const parts = [Buffer.alloc(PART_SIZE, 1), Buffer.alloc(10, 2)];
  const digests = {
    size: PART_SIZE + 10,
    md5: createHash('md5').update(Buffer.concat(parts)).digest('hex'),
    sha256: 'a'.repeat(64),
    partMd5s: parts.map(md5),
  };
  const info = (etag: string, size = PART_SIZE + 10, sha256?: string) => ({
    etag,
    size,
    sha256,
    lastModified: new Date(),
  });
  const multipartEtag = `"${createHash('md5')
    .update(Buffer.concat(parts.map(md5)))
    .digest('hex')}-2"`;

  it('accepts the MD5 of a single PUT and the ETag of a multipart upload of PART_SIZE parts', () => {
    expect(sameContent(info(`"${digests.md5}"`), digests)).toBe(true);
    expect(sameContent(info(multipartEtag), digests)).toBe(true);
  });

  it('refuses another size, another checksum or another recorded SHA-256', () => {
    expect(sameContent(info(`"${digests.md5}"`, PART_SIZE), digests)).toBe(false);
    expect(sameContent(info(`"${'0'.repeat(32)}"`), digests)).toBe(false);
    expect(sameContent(info(multipartEtag.replace('-2', '-3')), digests)).toBe(false);
    expect(sameContent(info(`"${digests.md5}"`, undefined, 'b'.repeat(64)), digests)).toBe(false);
  });
});
