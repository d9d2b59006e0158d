import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import formStyles from '@/components/ui/form/form.module.scss';
import { copyText } from '@/utils/copy-text';
import styles from './users.module.scss';

export const COPIED_MESSAGE = 'Link copied';
export const COPY_FALLBACK_MESSAGE =
  'Copying is not allowed here. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

interface InviteLinkProps {
  url: string;
  /** What happened, e.g. "Invite sent to ana@example.com." */
  heading: string;
  /** Start with the link selected (after a failed copy from elsewhere). */
  selectOnShow?: boolean;
  onDismiss: () => void;
}

/**
 * The link of an invite just sent or resent (the only time it is known), in a read-only field with
 * "Copy link": the clipboard when the browser allows it, otherwise the text is selected to copy
 * by hand. The outcome is announced.
 */
export function InviteLink({ url, heading, selectOnShow = false, onDismiss }: InviteLinkProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState(selectOnShow ? COPY_FALLBACK_MESSAGE : '');

  useEffect(() => {
    if (!selectOnShow) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [selectOnShow, url]);

  const copy = async () => {
    if (await copyText(url)) {
      setStatus(COPIED_MESSAGE);
      return;
    }
    inputRef.current?.focus();
    inputRef.current?.select();
    setStatus(COPY_FALLBACK_MESSAGE);
  };

  return (
    <section className={styles.linkPanel} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.linkHeading}>
        {heading}
      </h3>
      <p className={styles.muted}>
        The e-mail has the same link. You can also share it yourself: it is shown only now, and
        whoever opens it must sign in with the invited e-mail address to accept.
      </p>
      <label htmlFor={`${id}-url`} className={formStyles.label}>
        Invite link
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id={`${id}-url`}
          className={formStyles.control}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className={buttonClass('primary')} onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className={styles.copyStatus} aria-live="polite">
        {status}
      </p>
      <button type="button" className={styles.linkButton} onClick={onDismiss}>
        Hide the link
      </button>
    </section>
  );
}
