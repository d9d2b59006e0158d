import { BookIcon, PlayIcon } from '@/components/icons/icons';
import { Picture, type PictureSource } from '@/components/ui/picture/picture';
import type { AssetKind } from '../assets/file-rules';
import styles from './assets.module.scss';

interface AssetThumbnailProps {
  kind: AssetKind | undefined;
  /** The image to show (the asset's URL, or an object URL while uploading). */
  url: string | null;
  alt: string;
  /** The stored variants (none while uploading, or for older uploads). */
  sources?: readonly PictureSource[];
}

/** A gallery card's preview: a 260–380-px column from the sm breakpoint, else the full width. */
const SIZES = '(min-width: 576px) 380px, 100vw';

/** A square preview: the image itself, or a labelled tile for videos and PDFs. */
export function AssetThumbnail({ kind, url, alt, sources }: AssetThumbnailProps) {
  if (kind === 'image' && url) {
    return (
      <Picture className={styles.thumbnail} src={url} alt={alt} sources={sources} sizes={SIZES} />
    );
  }
  return (
    <span className={`${styles.thumbnail} ${styles.tile}`}>
      {kind === 'video' ? (
        <PlayIcon size={28} />
      ) : kind === 'document' ? (
        <BookIcon size={28} />
      ) : null}
      <span>{kind === 'video' ? 'Video' : kind === 'document' ? 'PDF' : 'File'}</span>
    </span>
  );
}
