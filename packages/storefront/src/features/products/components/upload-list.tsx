import { buttonClass } from '@/components/ui/button/button-class';
import { formatBytes } from '../assets/file-rules';
import type { UploadItem, Uploads } from '../assets/use-uploads';
import { AssetThumbnail } from './asset-thumbnail';
import styles from './assets.module.scss';

function statusText(item: UploadItem): string {
  if (item.status === 'done') return 'Uploaded';
  if (item.status === 'failed') return `Failed: ${item.message ?? 'unknown error'}`;
  return `Uploading… ${String(Math.round(item.progress * 100))}%`;
}

/** The files being uploaded: preview, progress, and cancel / retry / dismiss. */
export function UploadList({ uploads }: { uploads: Uploads }) {
  const { items } = uploads;
  const finished = items.filter((item) => item.status === 'done').length;
  return (
    <section className={styles.uploads} aria-label="Uploads">
      {items.length ? (
        <ul className={styles.uploadList}>
          {items.map((item) => (
            <li key={item.id} className={styles.upload} data-status={item.status}>
              <AssetThumbnail kind={item.kind} url={item.previewUrl} alt="" />
              <div className={styles.uploadBody}>
                <p className={styles.fileName}>
                  {item.file.name}{' '}
                  <span className={styles.meta}>{formatBytes(item.file.size)}</span>
                </p>
                <progress
                  className={styles.progress}
                  max={100}
                  value={Math.round(item.progress * 100)}
                  aria-label={`Upload of ${item.file.name}`}
                />
                <p className={item.status === 'failed' ? styles.uploadError : styles.meta}>
                  {statusText(item)}
                </p>
              </div>
              <div className={styles.uploadActions}>
                {item.status === 'uploading' ? (
                  <button
                    type="button"
                    className={buttonClass('outline', styles.small)}
                    onClick={() => uploads.cancel(item.id)}
                    aria-label={`Cancel upload of ${item.file.name}`}
                  >
                    Cancel
                  </button>
                ) : null}
                {item.status === 'failed' && item.retryable ? (
                  <button
                    type="button"
                    className={buttonClass('outline', styles.small)}
                    onClick={() => uploads.retry(item.id)}
                    aria-label={`Retry upload of ${item.file.name}`}
                  >
                    Retry
                  </button>
                ) : null}
                {item.status !== 'uploading' ? (
                  <button
                    type="button"
                    className={buttonClass('outline', styles.small)}
                    onClick={() => uploads.dismiss(item.id)}
                    aria-label={`Dismiss: ${item.file.name}`}
                  >
                    Dismiss
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {finished > 1 ? (
        <button
          type="button"
          className={buttonClass('outline', styles.small)}
          onClick={uploads.clearFinished}
        >
          Clear finished uploads
        </button>
      ) : null}
      <p className={styles.liveRegion} aria-live="polite">
        {announcement(items)}
      </p>
    </section>
  );
}

/** One sentence for screen readers about the uploads (the live region reads it when it changes). */
function announcement(items: readonly UploadItem[]): string {
  const running = items.filter((item) => item.status === 'uploading').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  const done = items.filter((item) => item.status === 'done').length;
  if (!items.length) return '';
  const parts = [
    running ? `${String(running)} uploading` : '',
    done ? `${String(done)} uploaded` : '',
    failed ? `${String(failed)} failed` : '',
  ].filter(Boolean);
  return `Uploads: ${parts.join(', ')}.`;
}
