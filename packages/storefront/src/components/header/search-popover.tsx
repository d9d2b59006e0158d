import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { SearchIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import styles from './header.module.scss';
import { useSuggestions } from './search-suggestions';

function SearchPanel({ id, onClose }: { id: string; onClose: (restoreFocus: boolean) => void }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(query);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = suggestions.length > 0;

  useEffect(() => inputRef.current?.focus(), []);

  const go = (href: string) => {
    onClose(false);
    navigate(href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    go(chosen ? paths.equipmentDetail.getHref(chosen.id) : paths.equipment.getHref({ q: query }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && expanded) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    }
  };

  return (
    <div id={id} className={styles.popover}>
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search equipment
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.searchInput}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          name="q"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="Search equipment"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          <SearchIcon size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={styles.suggestions}
        hidden={!expanded}
      >
        {suggestions.map((item, index) => (
          // Keyboard users choose with the arrows in the field (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <div
            key={item.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.suggestion}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(paths.equipmentDetail.getHref(item.id))}
          >
            {item.title}
          </div>
        ))}
      </div>
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
