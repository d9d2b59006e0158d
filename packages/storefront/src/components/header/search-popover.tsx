import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SearchIcon } from '@/components/icons/icons';
import styles from './header.module.scss';
import { SearchCombobox } from './search-combobox';

/**
 * The desktop search: a button opening a popover with the search field and up to five
 * suggestions. Arrow keys pick a suggestion, Enter opens it or the results page, Escape closes.
 */
const OPEN_SEARCH = /*i18n*/ { id: 'header.search.open', message: 'Open search' };

export function SearchPopover() {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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
        <span className="visually-hidden">{i18n._(OPEN_SEARCH)}</span>
      </button>
      {open ? (
        // Going to a suggestion or the results closes the popover; focus moves with the page.
        <div id={panelId} className={styles.popover}>
          <SearchCombobox focusOnOpen onNavigate={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}
