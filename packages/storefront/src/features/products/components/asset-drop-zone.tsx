import { useId, useRef, useState, type DragEvent } from 'react';
import { PlusIcon } from '@/components/icons/icons';
import { buttonClass } from '@/components/ui/button/button-class';
import { ACCEPT_ATTRIBUTE, MAX_BYTES_BY_KIND, formatBytes } from '../assets/file-rules';
import styles from './assets.module.scss';

interface AssetDropZoneProps {
  onFiles: (files: File[]) => void;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Where files are dropped, with a "Choose files" button for keyboard and touch users (the same
 * picker a click would open).
 */
export function AssetDropZone({ onFiles }: AssetDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    // Dropping is a pointer shortcut; keyboard and touch users take the "Choose files" button inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={over ? `${styles.dropZone} ${styles.dropZoneOver}` : styles.dropZone}
      onDragEnter={(event) => {
        if (hasFiles(event)) setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      data-testid="asset-drop-zone"
      role="group"
      aria-label="Upload files"
    >
      <p className={styles.dropText}>Drag photos, videos or PDFs here, or</p>
      <button
        type="button"
        className={buttonClass('outline')}
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
      >
        <PlusIcon />
        Choose files
      </button>
      <p id={hintId} className={styles.dropHint}>
        JPEG, PNG or WebP up to {formatBytes(MAX_BYTES_BY_KIND.image)}; MP4 or WebM up to{' '}
        {formatBytes(MAX_BYTES_BY_KIND.video)}; PDF up to {formatBytes(MAX_BYTES_BY_KIND.document)}.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        hidden
        aria-label="Files to upload"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again uploads it again.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
