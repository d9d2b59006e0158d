import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog/confirm-dialog';
import type { ProductAsset } from '../api/product-types';
import type { AssetUploader } from '../api/upload-asset';
import { useAssetList, type AssetApi } from '../assets/use-asset-list';
import { useUploads } from '../assets/use-uploads';
import { AssetCard } from './asset-card';
import { AssetDropZone } from './asset-drop-zone';
import { UploadList } from './upload-list';
import styles from './assets.module.scss';

interface AssetsPanelProps {
  productId: number;
  initialAssets: readonly ProductAsset[];
  /** Why the user may only look (no `assets.manage`); otherwise they may upload and change. */
  readOnlyReason?: ReactNode;
  /** Tests replace the API calls. */
  api?: AssetApi;
  uploader?: AssetUploader;
}

/** A product's photos, videos and documents: upload (drop or pick), order, main image, alt text, delete. */
export function AssetsPanel({
  productId,
  initialAssets,
  readOnlyReason,
  api,
  uploader,
}: AssetsPanelProps) {
  const headingId = useId();
  const list = useAssetList(initialAssets, api);
  const uploads = useUploads(productId, list.add, uploader);
  const [deleting, setDeleting] = useState<ProductAsset | null>(null);
  // After a deletion the card (and its Delete button) is gone: focus goes to the section heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  useEffect(() => {
    if (deleting || !deleted.current) return;
    deleted.current = false;
    heading.current?.focus();
  }, [deleting]);
  const canManage = !readOnlyReason;
  const { assets } = list;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} className={styles.heading} tabIndex={-1}>
        Photos, videos and documents
      </h2>
      {readOnlyReason ? <p className={styles.note}>{readOnlyReason}</p> : null}
      {canManage ? (
        <>
          <AssetDropZone onFiles={uploads.addFiles} />
          <UploadList uploads={uploads} />
        </>
      ) : null}
      {assets.length ? (
        <ol className={styles.gallery} aria-label="Assets in display order">
          {assets.map((asset) => (
            <AssetCard
              key={asset.id}
              asset={asset}
              count={assets.length}
              list={canManage ? list : null}
              onDelete={setDeleting}
            />
          ))}
        </ol>
      ) : (
        <p className={styles.note}>No photos, videos or documents yet.</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this file?"
        message={
          deleting
            ? `${deleting.file_name} will be removed from this product and from the catalog.`
            : ''
        }
        confirmLabel="Delete file"
        onConfirm={async () => {
          if (!deleting) return;
          await list.remove(deleting.id);
          deleted.current = true;
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
