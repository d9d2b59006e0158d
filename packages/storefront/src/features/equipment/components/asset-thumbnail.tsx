import { BookIcon, PlayIcon } from '@/components/icons/icons';
import { Picture } from '@/components/ui/picture/picture';
import type { GalleryItem } from '../lib/gallery-items';
import styles from './equipment-gallery.module.scss';

const KIND_NAMES: Record<GalleryItem['kind'], string> = {
  image: 'Photo',
  video: 'Video',
  document: 'Spec sheet',
};

/** The accessible name of an item's thumbnail, e.g. "Video 3 of 7: walkaround.mp4". */
export function thumbnailName(item: GalleryItem, index: number, total: number): string {
  return `${KIND_NAMES[item.kind]} ${index + 1} of ${total}: ${item.label}`;
}

interface AssetThumbnailProps {
  item: GalleryItem;
  index: number;
  total: number;
  onOpen: (index: number) => void;
}

/** A small tile of one asset: a photo, a video (Play icon) or a PDF (Book icon and file name). */
export function AssetThumbnail({ item, index, total, onOpen }: AssetThumbnailProps) {
  return (
    <button
      type="button"
      className={`${styles.thumb} ${styles[item.kind]}`}
      aria-label={thumbnailName(item, index, total)}
      aria-haspopup="dialog"
      onClick={() => onOpen(index)}
    >
      {item.kind === 'image' ? (
        <Picture src={item.url} alt="" sources={item.sources} sizes="96px" width={96} height={72} />
      ) : item.kind === 'video' ? (
        <>
          <PlayIcon size={32} className={styles.thumbIcon} />
          <span className={styles.thumbName}>{item.fileName}</span>
        </>
      ) : (
        <>
          <BookIcon size={28} className={styles.thumbIcon} />
          <span className={styles.thumbName}>{item.fileName}</span>
        </>
      )}
    </button>
  );
}
