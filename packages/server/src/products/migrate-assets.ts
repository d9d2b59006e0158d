import { createHash, type Hash } from 'node:crypto';
import type { AssetStore, StoredObjectInfo } from './asset-storage';
import { mediaTypeOf } from './media-types';
import { PART_SIZE } from './s3-asset-store';

/** What the copy of one store into another did. */
export interface MigrationSummary {
  files: number;
  copied: number;
  /** Already in the target with the same size and checksum. */
  skipped: number;
  bytesCopied: number;
  /** Keys whose object in the target differs from the source (before or after copying). */
  mismatches: string[];
}

export interface MigrationOptions {
  source: AssetStore;
  target: AssetStore;
  /** Copy over objects of the target that differ from the source (default: report them only). */
  repair?: boolean;
  /** One line of progress or of a problem. */
  log?: (line: string) => void;
  /** How often a progress line is written (default: every second). */
  progressEveryMs?: number;
}

interface Digests {
  size: number;
  md5: string;
  sha256: string;
  /** MD5 of each PART_SIZE part: S3's ETag of a multipart upload is the MD5 of these. */
  partMd5s: Buffer[];
}

/** The source file's checksums, read as a stream (one pass). */
async function digestsOf(store: AssetStore, key: string): Promise<Digests> {
  const object = await store.get(key);
  if (!object) throw new Error(`${key} vanished from the source`);
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  const partMd5s: Buffer[] = [];
  let part: Hash = createHash('md5');
  let inPart = 0;
  let size = 0;
  for await (const chunk of object.body as AsyncIterable<Buffer>) {
    md5.update(chunk);
    sha256.update(chunk);
    size += chunk.length;
    for (let offset = 0; offset < chunk.length;) {
      const piece = chunk.subarray(offset, offset + PART_SIZE - inPart);
      part.update(piece);
      inPart += piece.length;
      offset += piece.length;
      if (inPart === PART_SIZE) {
        partMd5s.push(part.digest());
        part = createHash('md5');
        inPart = 0;
      }
    }
  }
  if (inPart > 0 || partMd5s.length === 0) partMd5s.push(part.digest());
  return { size, md5: md5.digest('hex'), sha256: sha256.digest('hex'), partMd5s };
}

/**
 * The target object holds the source's bytes: same size, and an ETag that is their MD5 (a single
 * PUT, or an emulator) or the MD5 of their parts' MD5s (`…-N`, a multipart upload of PART_SIZE
 * parts); a SHA-256 kept with the object must match too.
 */
export function sameContent(found: StoredObjectInfo, digests: Digests): boolean {
  if (found.size !== digests.size) return false;
  if (found.sha256 && found.sha256 !== digests.sha256) return false;
  const etag = found.etag.replace(/^W\//, '').replace(/"/g, '');
  if (etag === digests.md5) return true;
  const multipart = createHash('md5').update(Buffer.concat(digests.partMd5s)).digest('hex');
  return etag === `${multipart}-${digests.partMd5s.length}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies every stored file of `source` (the local `ASSETS_DIR`) to `target` (the bucket) under the
 * same key. Idempotent and resumable: a file already in the target with the same size and checksum
 * is skipped; a copy is verified (size and checksum) once written. A target object that differs
 * from its source is reported (and copied over with `repair`); any mismatch left counts in
 * `mismatches`. Files stream through: none is held in memory.
 */
export async function migrateAssets({
  source,
  target,
  repair = false,
  log = () => {},
  progressEveryMs = 1000,
}: MigrationOptions): Promise<MigrationSummary> {
  const files: { key: string; size: number }[] = [];
  for await (const file of source.list()) files.push(file);
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);
  log(`${files.length} files (${megabytes(totalBytes)}) to check.`);

  const summary: MigrationSummary = {
    files: files.length,
    copied: 0,
    skipped: 0,
    bytesCopied: 0,
    mismatches: [],
  };
  const started = Date.now();
  let lastProgress = started;
  const progress = (done: number) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    log(
      `${done}/${files.length} files checked, ${summary.copied} copied (${megabytes(summary.bytesCopied)}, ${megabytes(summary.bytesCopied / seconds)}/s), ${summary.skipped} already there, ${summary.mismatches.length} mismatched`,
    );
  };

  for (const [index, { key }] of files.entries()) {
    const digests = await digestsOf(source, key);
    const existing = await target.head(key);
    if (existing && sameContent(existing, digests)) {
      summary.skipped++;
    } else if (existing && !repair) {
      summary.mismatches.push(key);
      log(
        `MISMATCH ${key}: the bucket holds other bytes (${existing.size} bytes); --repair copies it again`,
      );
    } else {
      const object = await source.get(key);
      if (!object) throw new Error(`${key} vanished from the source`);
      await target.put(key, object.body, { contentType: mediaTypeOf(key), sha256: digests.sha256 });
      const written = await target.head(key);
      if (written && sameContent(written, digests)) {
        summary.copied++;
        summary.bytesCopied += digests.size;
      } else {
        summary.mismatches.push(key);
        log(`MISMATCH ${key}: the copy does not match its source (size or checksum)`);
      }
    }
    if (Date.now() - lastProgress >= progressEveryMs) {
      lastProgress = Date.now();
      progress(index + 1);
    }
  }
  progress(files.length);
  return summary;
}
