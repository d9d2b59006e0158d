import { Trans, useLingui } from '@lingui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { BookIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { Dialog } from '@/components/ui/dialog/dialog';
import { usePageLocale } from '@/lib/page-locale';
import { formatFileSize } from '../lib/format';
import type { GalleryItem } from '../lib/gallery-items';
import styles from './asset-viewer.module.scss';

interface AssetViewerProps {
  /** The unit's title (the dialog's title). */
  title: string;
  items: readonly GalleryItem[];
  /** The item shown; null = closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Keys a focused control handles itself (seeking a video, moving a caret). */
const OWN_ARROW_KEYS = 'video, audio, input, textarea, select, [contenteditable="true"]';

/**
 * One asset at a time — a photo, a playable video, or a PDF spec sheet
 * to download — with Previous/Next (also ArrowLeft/ArrowRight; both wrap around) and its position.
 * Escape closes it and focus goes back to the thumbnail that opened it (the Dialog does both).
 */
export function AssetViewer({ title, items, index, onIndexChange, onClose }: AssetViewerProps) {
  const { i18n } = useLingui();
  const nextRef = useRef<HTMLButtonElement>(null);
  const open = index !== null && items.length > 0;
  const current = open ? Math.min(Math.max(index, 0), items.length - 1) : 0;
  const item = items[current];
  const several = items.length > 1;

  const step = (delta: number) => onIndexChange((current + delta + items.length) % items.length);
  // The arrow keys step from the position on screen: the ref follows each commit at once (a layout
  // effect). A passive effect runs after paint in the preact/compat build, so a second key pressed
  // between the commit and that effect stepped from the old position ("3 of 4" stayed).
  const stepRef = useRef(step);
  useLayoutEffect(() => {
    stepRef.current = step;
  });

  useEffect(() => {
    if (!open || !several) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target instanceof Element && event.target.closest(OWN_ARROW_KEYS)) return;
      event.preventDefault();
      stepRef.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, several]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="full"
      className={styles.viewer}
      initialFocusRef={several ? nextRef : undefined}
    >
      {item ? (
        <div className={styles.layout}>
          <figure className={styles.stage}>
            <AssetView item={item} />
            {item.kind !== 'document' ? (
              <figcaption className={styles.caption}>{item.label}</figcaption>
            ) : null}
          </figure>
          {several ? (
            <div className={styles.controls}>
              <button type="button" className={buttonClass('outline')} onClick={() => step(-1)}>
                <Trans
                  id="unit.viewer.previous"
                  message="<0>←</0> Previous"
                  components={{ 0: <span aria-hidden="true" /> }}
                />
              </button>
              <p className={styles.position} aria-live="polite" aria-atomic="true">
                {i18n._({
                  id: 'unit.viewer.position',
                  message: '{position} of {total}',
                  values: { position: current + 1, total: items.length },
                })}
              </p>
              <button
                ref={nextRef}
                type="button"
                className={buttonClass('outline')}
                onClick={() => step(1)}
              >
                <Trans
                  id="unit.viewer.next"
                  message="Next <0>→</0>"
                  components={{ 0: <span aria-hidden="true" /> }}
                />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

function AssetView({ item }: { item: GalleryItem }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  switch (item.kind) {
    case 'image':
      return <img key={item.key} className={styles.media} src={item.url} alt={item.label} />;
    case 'video':
      return (
        // Product videos have no caption files to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video key={item.key} className={styles.media} src={item.url} controls preload="metadata">
          <a href={item.url}>
            {i18n._({ id: 'unit.viewer.downloadVideo', message: 'Download the video' })}
          </a>
        </video>
      );
    case 'document':
      // The server sends uploaded PDFs as downloads (Content-Disposition: attachment) and its CSP
      // allows no plugins (object-src 'none'), so they cannot be shown inside the page.
      return (
        <div className={styles.document}>
          <BookIcon size={64} />
          <p className={styles.documentName}>{item.fileName}</p>
          <p className={styles.documentNote}>
            {item.sizeBytes === null
              ? i18n._({
                  id: 'unit.viewer.pdf',
                  message: 'PDF spec sheet. It opens in your PDF reader.',
                })
              : i18n._({
                  id: 'unit.viewer.pdfSize',
                  message: 'PDF spec sheet, {size}. It opens in your PDF reader.',
                  values: { size: formatFileSize(item.sizeBytes, locale) },
                })}
          </p>
          <a className={buttonClass('primary')} href={item.url} download={item.fileName}>
            {i18n._({ id: 'unit.viewer.downloadPdf', message: 'Download PDF' })}
          </a>
        </div>
      );
  }
}
