import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/icons/icons';
import styles from './header.module.scss';
import { SearchCombobox } from './search-combobox';

function SearchPanel({ id, onClose }: { id: string; onClose: (restoreFocus: boolean) => void }) {
  return (
    <div id={id} className={styles.popover}>
      <SearchCombobox focusOnOpen onNavigate={() => onClose(false)} />
    </div>
  );
}

/**
 * The desktop search: a button opening a popover with the search field and up to five
 * suggestions. Arrow keys pick a suggestion, Enter opens it or the results page, Escape closes.
 */
export function SearchPopover() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.searchPopover}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.searchTrigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon size={22} />
        <span className="visually-hidden">Open search</span>
      </button>
      {open ? <SearchPanel id={panelId} onClose={close} /> : null}
    </div>
  );
}
