import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import styles from './integrations.module.scss';

/**
 * `[ref, refocus]` for the button that opens a create form: `refocus()` gives it the focus back
 * once the form (or the dialog showing the new secret) is gone, after React has committed and the
 * dialog has closed (a parent's effect runs after its children's).
 */
export function useCreateButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests) ref.current?.focus();
  }, [requests]);
  return [ref, () => setRequests((count) => count + 1)] as const;
}

interface CreatePanelProps {
  id: string;
  title: string;
  /** What is made and what it is for (while the form is closed). */
  intro: ReactNode;
  buttonLabel: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The form, while it is open; null shows the intro and the button. */
  form: ReactNode | null;
  onOpen: () => void;
}

/** A page's "create" panel: its title, then either the form or a sentence and the button. */
export function CreatePanel({
  id,
  title,
  intro,
  buttonLabel,
  buttonRef,
  form,
  onOpen,
}: CreatePanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {form ?? (
        <>
          <p className={styles.muted}>{intro}</p>
          <button ref={buttonRef} type="button" className={buttonClass('primary')} onClick={onOpen}>
            {buttonLabel}
          </button>
        </>
      )}
    </section>
  );
}
