import { BookIcon, PlayIcon } from '@/components/icons/icons';
import type { AssetKind } from '../assets/file-rules';
import styles from './assets.module.scss';

interface AssetThumbnailProps {
  kind: AssetKind | undefined;
  /** The image to show (the asset's URL, or an object URL while uploading). */
  url: string | null;
  alt: string;
}

/** A square preview: the image itself, or a labelled tile for videos and PDFs. */
export function AssetThumbnail({ kind, url, alt }: AssetThumbnailProps) {
  if (kind === 'image' && url) {
    return <img className={styles.thumbnail} src={url} alt={alt} loading="lazy" decoding="async" />;
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
