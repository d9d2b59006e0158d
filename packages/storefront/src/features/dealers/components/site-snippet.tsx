import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import type { DealerSite } from '../dealers-api';
import { copyText } from '@/utils/copy-text';
import { snippetOf } from '../snippet';
import styles from './dealers.module.scss';

export const COPIED = 'Copied';
export const COPY_REFUSED =
  'Copying is not allowed here. The snippet is selected: press Ctrl+C (⌘C on a Mac).';

/**
 * A site's snippet (`<script … data-site-key="pk_…">`) in a read-only field with "Copy": the
 * clipboard when the browser allows it, otherwise the text is selected. The outcome is announced.
 */
export function SiteSnippet({ site }: { site: DealerSite }) {
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState('');
  const snippet = snippetOf(site, window.location.origin);

  const copy = async () => {
    setStatus('');
    if (await copyText(snippet)) {
      setStatus(COPIED);
      return;
    }
    fieldRef.current?.focus();
    fieldRef.current?.select();
    setStatus(COPY_REFUSED);
  };

  return (
    <div className={styles.snippet}>
      <label htmlFor={`${id}-snippet`} className={styles.snippetLabel}>
        Snippet for {site.name}
      </label>
      <textarea
        ref={fieldRef}
        id={`${id}-snippet`}
        className={styles.snippetCode}
        readOnly
        rows={3}
        spellCheck={false}
        value={snippet}
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.snippetActions}>
        <button type="button" className={buttonClass('outline')} onClick={() => void copy()}>
          Copy snippet
        </button>
        <p id={`${id}-status`} className={styles.copyStatus} role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
