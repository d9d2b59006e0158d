import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage, UnreadableImageError, variantWidths } from './image-variants';

const image = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: '#4a7' } })
    .png()
    .toBuffer();

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';
/** An ISO-BMFF `ftyp` box of brand `avif`. */
const isAvif = (bytes: Buffer) =>
  bytes.subarray(4, 8).toString() === 'ftyp' && bytes.subarray(8, 12).toString() === 'avif';

describe('variantWidths', () => {
  it('keeps the standard widths below the image, then its own width capped at 1600', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('processImage', () => {
  it('encodes AVIF and WebP at every width, largest first, and reports the main size', async () => {
    const result = await processImage(await image(2000, 1000, 4));
    expect({ width: result.width, height: result.height }).toEqual({ width: 1600, height: 800 });
    expect(result.variants.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['avif', 1600, 800],
      ['avif', 960, 480],
      ['avif', 480, 240],
      ['webp', 1600, 800],
      ['webp', 960, 480],
      ['webp', 480, 240],
    ]);
    for (const variant of result.variants) {
      expect((variant.format === 'avif' ? isAvif : isWebp)(variant.bytes)).toBe(true);
      const metadata = await sharp(variant.bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('never upscales a small image', async () => {
    const result = await processImage(await image(300, 200));
    expect(result.variants.map(({ format, width }) => [format, width])).toEqual([
      ['avif', 300],
      ['webp', 300],
    ]);
    expect([result.width, result.height]).toEqual([300, 200]);
  });

  it('turns the picture upright and drops EXIF, GPS included', async () => {
    const photo = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#888' },
    })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 8 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const result = await processImage(photo);
    expect([result.width, result.height]).toEqual([40, 60]);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    }
  });

  it('throws UnreadableImageError for bytes that only look like an image', async () => {
    const png = await image(10, 10);
    await expect(
      processImage(Buffer.concat([png.subarray(0, 30), Buffer.alloc(30)])),
    ).rejects.toThrow(UnreadableImageError);
  });
});
