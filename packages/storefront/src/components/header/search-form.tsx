import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { SearchIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import styles from './header.module.scss';

function SearchFormFields({ initialQuery }: { initialQuery: string }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(paths.equipment.getHref({ q: query }));
  };

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search equipment
      </label>
      <input
        id={inputId}
        className={styles.searchInput}
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search equipment"
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchButton}>
        <SearchIcon size={20} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}

/**
 * Equipment search: submits to the equipment listing (`/equipment?q=…`). The field shows the query of
 * the current listing, and follows it when the URL changes.
 */
export function SearchForm() {
  const [params] = useSearchParams();
  const [location] = useLocation();
  const current = location === paths.equipment.path ? (params.get('q') ?? '') : '';
  return <SearchFormFields key={current} initialQuery={current} />;
}
