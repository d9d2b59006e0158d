import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture, srcSetOf, type PictureSource } from './picture';

const media = 'http://liftline.test/media/7';
const sources: PictureSource[] = [
  { format: 'avif', width: 960, url: `${media}/b.avif` },
  { format: 'avif', width: 480, url: `${media}/a.avif` },
  { format: 'webp', width: 960, url: `${media}/b.webp` },
  { format: 'webp', width: 480, url: `${media}/a.webp` },
];

describe('srcSetOf', () => {
  it('lists one format’s variants narrowest first with their widths', () => {
    expect(srcSetOf(sources, 'avif')).toBe(`${media}/a.avif 480w, ${media}/b.avif 960w`);
    expect(srcSetOf([], 'webp')).toBe('');
  });
});

describe('Picture', () => {
  it('offers AVIF then WebP with srcset and sizes, and an img sized by the asset, lazily', () => {
    const { container } = render(
      <Picture
        src={`${media}/b.webp`}
        alt="Front left"
        sources={sources}
        sizes="(min-width: 60rem) 40rem, 100vw"
        width={960}
        height={720}
      />,
    );
    const rendered = [...container.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type'),
      srcset: source.getAttribute('srcset'),
      sizes: source.getAttribute('sizes'),
    }));
    expect(rendered).toEqual([
      {
        type: 'image/avif',
        srcset: `${media}/a.avif 480w, ${media}/b.avif 960w`,
        sizes: '(min-width: 60rem) 40rem, 100vw',
      },
      {
        type: 'image/webp',
        srcset: `${media}/a.webp 480w, ${media}/b.webp 960w`,
        sizes: '(min-width: 60rem) 40rem, 100vw',
      },
    ]);
    const img = screen.getByRole('img', { name: 'Front left' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('src')).toBe(`${media}/b.webp`);
    expect(img.getAttribute('width')).toBe('960');
    expect(img.getAttribute('height')).toBe('720');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads the main image at once with high priority', () => {
    render(<Picture src={`${media}/b.webp`} alt="Main" sources={sources} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Main' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is a plain img for an older asset without variants or size', () => {
    const { container } = render(
      <Picture src={`${media}/old.png`} alt="" sizes="96px" width={null} height={null} />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = container.querySelector('img')!;
    expect(img.hasAttribute('width')).toBe(false);
    expect(img.hasAttribute('height')).toBe(false);
    expect(img.getAttribute('src')).toBe(`${media}/old.png`);
  });
});
