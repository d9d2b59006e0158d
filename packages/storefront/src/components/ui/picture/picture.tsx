import type { ImgHTMLAttributes } from 'react';

/** One stored variant of an image (`ProductAsset.sources`). */
export interface PictureSource {
  format: 'avif' | 'webp';
  width: number;
  url: string;
}

/** The `<source>`s in the order browsers should try them: the best compression first. */
const FORMATS = ['avif', 'webp'] as const;

/** `url 480w, url 960w`: a format's variants, narrowest first. */
export function srcSetOf(
  sources: readonly PictureSource[],
  format: PictureSource['format'],
): string {
  return sources
    .filter((source) => source.format === format)
    .sort((a, b) => a.width - b.width)
    .map((source) => `${source.url} ${String(source.width)}w`)
    .join(', ');
}

interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority'
> {
  /** The main file (what clients without `<source>` support, and older assets, show). */
  src: string;
  alt: string;
  /** The variants; empty for older assets (the `<img>` alone is rendered). */
  sources?: readonly PictureSource[];
  /** How wide the image is laid out, for choosing a variant (the `sizes` attribute). */
  sizes: string;
  /** Intrinsic size, to reserve the box before the file arrives (the asset's, else a fallback). */
  width?: number | null;
  height?: number | null;
  /** The page's main image: fetched at once with high priority instead of lazily. */
  priority?: boolean;
  /** Fetched at once (it is on the first screen) but without raising its priority. */
  eager?: boolean;
}

/**
 * An uploaded image as `<picture>`: an AVIF and a WebP `<source>` with every stored width, then the
 * `<img>` (lazy unless `priority`). Without variants it is a plain `<img>` inside the `<picture>`.
 */
export function Picture({
  src,
  alt,
  sources = [],
  sizes,
  width,
  height,
  priority = false,
  eager = false,
  decoding = 'async',
  ...img
}: PictureProps) {
  return (
    <picture>
      {FORMATS.map((format) => {
        const srcSet = srcSetOf(sources, format);
        return srcSet ? (
          <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
        ) : null;
      })}
      <img
        {...img}
        src={src}
        alt={alt}
        width={width ?? undefined}
        height={height ?? undefined}
        decoding={decoding}
        loading={priority || eager ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
