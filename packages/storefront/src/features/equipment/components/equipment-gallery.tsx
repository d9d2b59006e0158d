import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { EquipmentCategorySlug } from '@/config/equipment-categories';
import { CATEGORY_ICONS } from '@/components/icons/category-icons';
import { Picture } from '@/components/ui/picture/picture';
import type { GalleryItem } from '../lib/gallery-items';
import { AssetThumbnail } from './asset-thumbnail';
import { AssetViewer } from './asset-viewer';
import styles from './equipment-gallery.module.scss';

interface EquipmentGalleryProps {
  title: string;
  category: EquipmentCategorySlug;
  items: readonly GalleryItem[];
  /** Index of the image shown large (-1: none, the category icon stands in). */
  primary: number;
}

/** The stage's laid-out width: 3/5 of the 1150-px content from the lg breakpoint, else the viewport. */
const STAGE_SIZES = '(min-width: 992px) 690px, 100vw';

/**
 * The unit's main photo (the page's largest content: loaded eagerly, high priority, its box reserved
 * before it arrives) and a thumbnail of every asset. Any of them opens the asset viewer.
 */
export function EquipmentGallery({ title, category, items, primary }: EquipmentGalleryProps) {
  const { i18n } = useLingui();
  const [viewing, setViewing] = useState<number | null>(null);
  const main = primary >= 0 ? items[primary] : undefined;
  const CategoryIcon = CATEGORY_ICONS[category];
  const showThumbnails = items.length > 1 || (items.length === 1 && !main);

  return (
    <section
      className={styles.gallery}
      aria-label={i18n._({ id: 'unit.gallery.label', message: 'Photos, videos and documents' })}
    >
      <div className={styles.stage}>
        {main ? (
          <button
            type="button"
            className={styles.stageButton}
            aria-label={i18n._({
              id: 'unit.gallery.open',
              message: 'Open the viewer: {item}',
              values: { item: main.label },
            })}
            aria-haspopup="dialog"
            onClick={() => setViewing(primary)}
          >
            <Picture
              src={main.url}
              alt={main.label}
              sources={main.sources}
              sizes={STAGE_SIZES}
              width={main.width ?? 800}
              height={main.height ?? 600}
              priority
            />
          </button>
        ) : (
          <div className={styles.placeholder}>
            <CategoryIcon size={96} />
            <p>{i18n._({ id: 'unit.gallery.none', message: 'No photos of this unit yet' })}</p>
          </div>
        )}
      </div>
      {showThumbnails ? (
        <ul
          className={styles.thumbs}
          aria-label={i18n._({ id: 'unit.gallery.all', message: 'All media' })}
        >
          {items.map((item, index) => (
            <li key={item.key}>
              <AssetThumbnail item={item} index={index} total={items.length} onOpen={setViewing} />
            </li>
          ))}
        </ul>
      ) : null}
      <AssetViewer
        title={title}
        items={items}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </section>
  );
}
