import type { components } from '@liftline/sdk/schema';
import { describe, expect, it } from 'vitest';
import { aUnit } from './unit-fixture';
import { UNIT_PHOTO_SIZES, unitHead, unitPhotoPreload, withHead } from './unit-page';

type ProductAsset = components['schemas']['ProductAsset'];

const MEDIA = 'https://shop.example.com/media/42';

function anImage(id: number, overrides: Partial<ProductAsset> = {}): ProductAsset {
  return {
    id,
    product_id: 42,
    kind: 'image',
    url: `${MEDIA}/${id}-960.webp`,
    file_name: `${id}.jpg`,
    content_type: 'image/webp',
    size_bytes: 1000,
    alt_text: null,
    position: id,
    is_primary: false,
    created_at: '2026-01-01T00:00:00.000Z',
    width: 1600,
    height: 1200,
    sources: (['avif', 'webp'] as const).flatMap((format) =>
      [1600, 480, 960].map((width) => ({
        format,
        width,
        url: `${MEDIA}/${id}-${width}.${format}`,
      })),
    ),
    ...overrides,
  };
}

const unit = aUnit;

describe('unitPhotoPreload (the unit page main photo, preloaded)', () => {
  it('is the primary image’s AVIF srcset, narrowest first, with the gallery stage’s sizes', () => {
    const preload = unitPhotoPreload(
      unit({ assets: [anImage(1), anImage(2, { is_primary: true })] }),
    );
    expect(preload).toEqual({
      srcset: `${MEDIA}/2-480.avif 480w, ${MEDIA}/2-960.avif 960w, ${MEDIA}/2-1600.avif 1600w`,
      sizes: UNIT_PHOTO_SIZES,
      type: 'image/avif',
    });
  });

  it('takes the first image in order when none is primary, skipping videos and documents', () => {
    const video = anImage(1, { kind: 'video', position: 0, sources: [] });
    const preload = unitPhotoPreload(
      unit({ assets: [anImage(3, { position: 2 }), video, anImage(2, { position: 1 })] }),
    );
    expect(preload).toMatchObject({ srcset: expect.stringMatching(/^\S+\/2-480\.avif 480w/) });
  });

  it('falls back to WebP variants, then to the file itself, then to image_url', () => {
    const webpOnly = anImage(1, {
      sources: anImage(1).sources.filter((source) => source.format === 'webp'),
    });
    expect(unitPhotoPreload(unit({ assets: [webpOnly] }))).toMatchObject({ type: 'image/webp' });
    expect(unitPhotoPreload(unit({ assets: [anImage(1, { sources: [] })] }))).toEqual({
      href: `${MEDIA}/1-960.webp`,
    });
    expect(unitPhotoPreload(unit({ image_url: `${MEDIA}/old.png` }))).toEqual({
      href: `${MEDIA}/old.png`,
    });
    expect(unitPhotoPreload(unit())).toBeUndefined();
  });

  it('goes into the head as a high-priority image preload, escaped', () => {
    const shell = '<html><head><title>Liftline</title></head><body></body></html>';
    const html = withHead(
      shell,
      unitHead('https://shop.example.com', unit({ assets: [anImage(1, { is_primary: true })] })),
    );
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${MEDIA}/1-480.avif 480w, ${MEDIA}/1-960.avif 960w, ${MEDIA}/1-1600.avif 1600w" imagesizes="${UNIT_PHOTO_SIZES}" type="image/avif" fetchpriority="high">`,
    );
    const quoted = withHead(
      shell,
      unitHead('https://x.test', unit({ image_url: 'https://x.test/a"b.png' })),
    );
    expect(quoted).toContain(
      '<link rel="preload" as="image" href="https://x.test/a&quot;b.png" fetchpriority="high">',
    );
    expect(withHead(shell, unitHead('https://x.test', unit()))).not.toContain('rel="preload"');
  });
});
