/** The content type of each extension the asset upload stores (chosen from the sniffed type). */
export const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  // The AVIF variants of uploaded photos (image-variants.ts).
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** The content type of a storage key, by its extension (undefined: not a type that is served). */
export function mediaTypeOf(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension] : undefined;
}
