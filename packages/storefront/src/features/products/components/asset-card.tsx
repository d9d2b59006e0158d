import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import type { ProductAsset } from '../api/product-types';
import { formatBytes } from '../assets/file-rules';
import type { AssetList } from '../assets/use-asset-list';
import { AltTextForm } from './alt-text-form';
import { AssetThumbnail } from './asset-thumbnail';
import styles from './assets.module.scss';

interface AssetCardProps {
  asset: ProductAsset;
  count: number;
  /** Null: read-only (no `assets.manage`). */
  list: AssetList | null;
  onDelete: (asset: ProductAsset) => void;
}

const KIND_LABELS = { image: 'Image', video: 'Video', document: 'PDF' } as const;

/** One asset: preview, order, main-image flag, alt text and its actions. */
export function AssetCard({ asset, count, list, onDelete }: AssetCardProps) {
  const name = asset.file_name;
  const first = asset.position === 0;
  const last = asset.position === count - 1;

  return (
    <li className={styles.card} data-asset-id={asset.id}>
      <a className={styles.preview} href={asset.url} target="_blank" rel="noreferrer">
        <AssetThumbnail
          kind={asset.kind}
          url={asset.url}
          sources={asset.sources}
          alt={asset.alt_text || `Preview of ${name}`}
        />{' '}
        <span className={styles.visuallyHidden}>(opens {name} in a new tab)</span>
      </a>
      <div className={styles.cardBody}>
        <p className={styles.fileName}>{name}</p>
        <p className={styles.meta}>
          {KIND_LABELS[asset.kind]} · {formatBytes(asset.size_bytes)} · {String(asset.position + 1)}{' '}
          of {String(count)}
        </p>
        {asset.is_primary ? <Badge tone="success">Main image</Badge> : null}
        {list ? (
          <>
            <AltTextForm asset={asset} list={list} />
            <div className={styles.cardActions}>
              <button
                type="button"
                className={buttonClass('outline', styles.small)}
                aria-disabled={first || undefined}
                onClick={() => (first ? undefined : void list.move(asset, asset.position - 1))}
                aria-label={`Move earlier: ${name}`}
              >
                Move earlier
              </button>
              <button
                type="button"
                className={buttonClass('outline', styles.small)}
                aria-disabled={last || undefined}
                onClick={() => (last ? undefined : void list.move(asset, asset.position + 1))}
                aria-label={`Move later: ${name}`}
              >
                Move later
              </button>
              {asset.kind === 'image' ? (
                // Stays in place once pressed (only its state changes), so keyboard focus stays too.
                <button
                  type="button"
                  className={buttonClass('outline', styles.small)}
                  aria-disabled={asset.is_primary || undefined}
                  onClick={() => (asset.is_primary ? undefined : void list.makePrimary(asset))}
                  aria-label={`${asset.is_primary ? 'Is the main image' : 'Make main image'}: ${name}`}
                >
                  {asset.is_primary ? 'Is the main image' : 'Make main image'}
                </button>
              ) : null}
              <button
                type="button"
                className={buttonClass('outline', `${styles.small} ${styles.danger}`)}
                onClick={() => onDelete(asset)}
                aria-label={`Delete: ${name}`}
              >
                Delete
              </button>
            </div>
          </>
        ) : asset.alt_text ? (
          <p className={styles.meta}>Alt text: {asset.alt_text}</p>
        ) : null}
      </div>
    </li>
  );
}
