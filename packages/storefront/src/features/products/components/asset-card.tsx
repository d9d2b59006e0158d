import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge/badge';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { messageOf } from '@/lib/field-errors';
import type { ProductAsset } from '../api/product-types';
import { formatBytes } from '../assets/file-rules';
import type { AssetList } from '../assets/use-asset-list';
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
  const altId = useId();
  const errorId = useId();
  const [alt, setAlt] = useState(asset.alt_text ?? '');
  const [altState, setAltState] = useState<{
    saving: boolean;
    error: string | null;
    saved: boolean;
  }>({
    saving: false,
    error: null,
    saved: false,
  });
  const name = asset.file_name;
  const first = asset.position === 0;
  const last = asset.position === count - 1;

  const saveAlt = async (event: FormEvent) => {
    event.preventDefault();
    if (!list) return;
    setAltState({ saving: true, error: null, saved: false });
    try {
      await list.saveAltText(asset.id, alt);
      setAltState({ saving: false, error: null, saved: true });
    } catch (error) {
      setAltState({ saving: false, error: messageOf(error), saved: false });
    }
  };

  return (
    <li className={styles.card} data-asset-id={asset.id}>
      <a className={styles.preview} href={asset.url} target="_blank" rel="noreferrer">
        <AssetThumbnail
          kind={asset.kind}
          url={asset.url}
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
            <form className={styles.altForm} onSubmit={(event) => void saveAlt(event)}>
              <label htmlFor={altId} className={formStyles.label}>
                Alt text
              </label>
              <div className={styles.altRow}>
                <input
                  id={altId}
                  className={formStyles.control}
                  maxLength={250}
                  value={alt}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setAltState((state) => ({ ...state, saved: false }));
                  }}
                  aria-invalid={altState.error ? true : undefined}
                  aria-describedby={altState.error ? errorId : undefined}
                />
                <button
                  type="submit"
                  className={buttonClass('outline', styles.small)}
                  disabled={altState.saving || alt === (asset.alt_text ?? '')}
                  aria-label={`${altState.saving ? 'Saving' : 'Save'} alt text of ${name}`}
                >
                  {altState.saving ? 'Saving…' : 'Save'}
                </button>
              </div>
              {altState.error ? (
                <p id={errorId} className={formStyles.fieldError}>
                  {altState.error}
                </p>
              ) : null}
              <p className={styles.meta} aria-live="polite">
                {altState.saved ? 'Alt text saved.' : ''}
              </p>
            </form>
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
