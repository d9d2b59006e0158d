import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { SearchIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import styles from './header.module.scss';
import { useSuggestions } from './search-suggestions';

const messages = {
  label: /*i18n*/ { id: 'header.search.label', message: 'Search equipment' },
  submit: /*i18n*/ { id: 'header.search.submit', message: 'Search' },
  suggestions: /*i18n*/ { id: 'header.search.suggestions', message: 'Suggestions' },
};

export interface SearchComboboxProps {
  /** The text the field starts with (the current listing's query). */
  initialQuery?: string;
  /** Focus the field when it appears (the desktop popover). */
  focusOnOpen?: boolean;
  /** Called just before going to a suggestion or to the results. */
  onNavigate?: () => void;
}

/**
 * The equipment search field with up to five suggestions as you type (typos included: the
 * catalog's search is typo-tolerant). Arrow keys pick a suggestion, Enter opens it or the results
 * page (`/equipment?q=…`). One component for the desktop popover and the phone menu.
 */
export function SearchCombobox({
  initialQuery = '',
  focusOnOpen,
  onNavigate,
}: SearchComboboxProps) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(-1);
  // The listing's own query, shown as the page opens, is not a question yet: no suggestions for it.
  const suggestions = useSuggestions(query === initialQuery ? '' : query);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const expanded = suggestions.length > 0;

  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  const go = (href: string) => {
    onNavigate?.();
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
    <>
      <form role="search" className={styles.search} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {i18n._(messages.label)}
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
          placeholder={i18n._(messages.label)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          <SearchIcon size={20} />
          <span className="visually-hidden">{i18n._(messages.submit)}</span>
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={i18n._(messages.suggestions)}
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
    </>
  );
}
