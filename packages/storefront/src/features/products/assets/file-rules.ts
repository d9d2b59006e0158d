import type { ProductAsset } from '../api/product-types';

export type AssetKind = ProductAsset['kind'];

const MB = 1024 * 1024;

/**
 * The upload's accepted types and size limits (uploadProductAsset: images 10 MB, videos 200 MB,
 * PDFs 20 MB, all capped by the server's `MAX_UPLOAD_BYTES`, 25 MB by default). The server sniffs
 * the bytes anyway; this only spares the user a pointless upload.
 */
export const ACCEPTED_TYPES: Record<string, { kind: AssetKind; extensions: readonly string[] }> = {
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
  'application/pdf': { kind: 'document', extensions: ['pdf'] },
};

/** The server's default cap on any upload (`MAX_UPLOAD_BYTES`). */
export const SERVER_MAX_UPLOAD_BYTES = 25 * MB;

export const MAX_BYTES_BY_KIND: Record<AssetKind, number> = {
  image: 10 * MB,
  video: Math.min(200 * MB, SERVER_MAX_UPLOAD_BYTES),
  document: 20 * MB,
};

/** For the file picker's `accept`. */
export const ACCEPT_ATTRIBUTE = [
  ...Object.keys(ACCEPTED_TYPES),
  ...Object.values(ACCEPTED_TYPES).flatMap((type) => type.extensions.map((ext) => `.${ext}`)),
].join(',');

export const UNSUPPORTED_FILE_MESSAGE =
  'Only JPEG, PNG, WebP, MP4, WebM and PDF files can be uploaded.';

/** "10 MB", "64 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${String(Number((bytes / MB).toFixed(1)))} MB`;
  if (bytes >= 1024) return `${String(Number((bytes / 1024).toFixed(1)))} KB`;
  return `${String(bytes)} bytes`;
}

/** The kind of an accepted file by its type (or, when the browser gives none, its extension). */
export function kindOfFile(file: Pick<File, 'name' | 'type'>): AssetKind | undefined {
  const byType = ACCEPTED_TYPES[file.type];
  if (byType) return byType.kind;
  if (file.type) return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return Object.values(ACCEPTED_TYPES).find((type) => type.extensions.includes(extension))?.kind;
}

/** Why a file cannot be uploaded, or null when it may be. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const kind = kindOfFile(file);
  if (!kind) return UNSUPPORTED_FILE_MESSAGE;
  if (file.size === 0) return 'The file is empty.';
  const limit = MAX_BYTES_BY_KIND[kind];
  if (file.size > limit) {
    return `${kind === 'document' ? 'PDFs' : kind === 'image' ? 'Images' : 'Videos'} may not be larger than ${formatBytes(limit)} (this one is ${formatBytes(file.size)}).`;
  }
  return null;
}
