import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { BookIcon, PlayIcon } from '@/components/icons/icons';
import { Picture } from '@/components/ui/picture/picture';
import type { GalleryItem } from '../lib/gallery-items';
import styles from './equipment-gallery.module.scss';
import { translate } from '@/utils/translate';

const THUMBNAIL_NAMES: Record<GalleryItem['kind'], MessageDescriptor> = {
  image: /*i18n*/ {
    id: 'unit.gallery.thumbnailPhoto',
    message: 'Photo {position} of {total}: {item}',
  },
  video: /*i18n*/ {
    id: 'unit.gallery.thumbnailVideo',
    message: 'Video {position} of {total}: {item}',
  },
  document: /*i18n*/ {
    id: 'unit.gallery.thumbnailDocument',
    message: 'Spec sheet {position} of {total}: {item}',
  },
};

/** The accessible name of an item's thumbnail, e.g. "Video 3 of 7: walkaround.mp4". */
export function thumbnailName(i18n: I18n, item: GalleryItem, index: number, total: number) {
  return translate(i18n, THUMBNAIL_NAMES[item.kind], {
    position: index + 1,
    total,
    item: item.label,
  });
}

interface AssetThumbnailProps {
  item: GalleryItem;
  index: number;
  total: number;
  onOpen: (index: number) => void;
}

/** A small tile of one asset: a photo, a video (Play icon) or a PDF (Book icon and file name). */
export function AssetThumbnail({ item, index, total, onOpen }: AssetThumbnailProps) {
  const { i18n } = useLingui();
  return (
    <button
      type="button"
      className={`${styles.thumb} ${styles[item.kind]}`}
      aria-label={thumbnailName(i18n, item, index, total)}
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
