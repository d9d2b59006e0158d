import type { components } from '@liftline/sdk/schema';

export type AssetKind = components['schemas']['ProductAssetKind'];

/** A file type the asset upload accepts (the document's list: JPEG, PNG, WebP, MP4, WebM, PDF). */
export interface AcceptedFileType {
  kind: AssetKind;
  contentType: string;
  /** The extension of stored files: the served content type is derived from it. */
  extension: string;
}

const MB = 1024 * 1024;

/** Largest upload per kind (uploadProductAsset); the server's `maxUploadBytes` caps them all. */
export const MAX_BYTES_BY_KIND: Record<AssetKind, number> = {
  image: 10 * MB,
  video: 200 * MB,
  document: 20 * MB,
};

export const UNSUPPORTED_TYPE_MESSAGE =
  'Only JPEG, PNG, WebP, MP4, WebM and PDF files can be uploaded.';

/** How many leading bytes `sniffFileType` looks at (fewer when the file is shorter). */
export const SNIFF_BYTES = 64;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * ISO base media brands that are MP4 video. Other `ftyp` files are not: QuickTime (`qt  `),
 * HEIC/AVIF images (`heic`, `mif1`, `avif`), audio (`M4A `), 3GPP.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'MSNV',
  'dash',
]);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/**
 * The type of a file by its first bytes (magic numbers), or undefined when it is not one the
 * upload accepts. The client's content type and file name are never consulted.
 */
export function sniffFileType(head: Buffer): AcceptedFileType | undefined {
  if (head.subarray(0, PNG.length).equals(PNG)) {
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  }
  if (head.subarray(0, JPEG.length).equals(JPEG)) {
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  }
  if (ascii(head, 0, 5) === '%PDF-') {
    return { kind: 'document', contentType: 'application/pdf', extension: 'pdf' };
  }
  if (ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12))) {
    return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
  }
  // EBML is also Matroska (.mkv); WebM names its DocType "webm" in the header.
  if (head.subarray(0, EBML.length).equals(EBML) && head.includes('webm', 4, 'latin1')) {
    return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  }
  return undefined;
}

/** "10 MB", "64 KB", "512 bytes" for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
