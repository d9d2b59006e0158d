import { Readable } from 'node:stream';
import sharp, { type OutputInfo } from 'sharp';

/** The widths an uploaded photo is stored at (never above the photo's own width). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const LARGEST_WIDTH = 1600;

/** The formats of every width, best compression first (the order of the `<source>`s). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Decoding stops above this many pixels (a decompression bomb would need gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageVariant {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Of the largest variant (what the main `url` shows): after orientation, at most 1600 wide. */
  width: number;
  height: number;
  /** Largest first within each format; the largest WebP also serves as the main file. */
  variants: ImageVariant[];
}

/** Thrown when the bytes look like an image but cannot be decoded. */
export class UnreadableImageError extends Error {}

/**
 * The picture's pixels, turned upright. A stream (the stored upload) is piped into sharp, never
 * read whole into memory first; a failing stream rejects (sharp alone would wait for its end).
 */
function decodeUpright(input: Buffer | Readable): Promise<{ data: Buffer; info: OutputInfo }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const decoder = (input instanceof Readable ? sharp(options) : sharp(input, options))
    .rotate()
    .toColourspace('srgb')
    .raw();
  const decoded = decoder.toBuffer({ resolveWithObject: true });
  if (!(input instanceof Readable)) return decoded;
  const failed = new Promise<never>((_resolve, reject) => input.once('error', reject));
  input.pipe(decoder);
  return Promise.race([decoded, failed]);
}

/**
 * The widths for an image `width` pixels wide: the standard widths below it, then its own width
 * capped at the largest one. A 700-px photo gives 480 and 700; a 300-px one gives only 300; a
 * 4000-px one gives 480, 960 and 1600. Never upscaled.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, LARGEST_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * An uploaded photo (JPEG, PNG or WebP) re-encoded as WebP and AVIF at `variantWidths`. The
 * picture is turned upright by its EXIF orientation first; the outputs carry no metadata at all
 * (sharp drops EXIF, XMP and ICC unless asked to keep them; colours are converted to sRGB), so
 * GPS positions and camera serials never reach the public files. The original is not kept.
 */
export async function processImage(input: Buffer | Readable): Promise<ProcessedImage> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await decodeUpright(input);
  } catch (error) {
    throw new UnreadableImageError('The image could not be read.', { cause: error });
  }
  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: ImageVariant[] = [];
  for (const format of VARIANT_FORMATS) {
    for (const width of variantWidths(info.width).reverse()) {
      const pipeline = sharp(data, raw).resize({ width, withoutEnlargement: true });
      const encoded =
        format === 'avif'
          ? pipeline.avif({ quality: 55, effort: 2 })
          : pipeline.webp({ quality: 80, effort: 4 });
      const { data: bytes, info: out } = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: out.width, height: out.height, bytes });
    }
  }
  const main = variants.find((variant) => variant.format === 'webp')!;
  return { width: main.width, height: main.height, variants };
}
