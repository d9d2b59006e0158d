import type { EquipmentCategory } from '@liftline/sdk';
import { useState, type FormEvent } from 'react';
import type { equipmentList } from '../messages/en/equipment-list';
import type { Words } from '../messages';

export interface ListFiltersProps {
  /** Show the search box (`search`). */
  search: boolean;
  /** The category chips (`categories`), or null for none. */
  categories: readonly EquipmentCategory[] | null;
  /** The search applied now. */
  q: string;
  /** The chip pressed now (null: "All"). */
  category: EquipmentCategory | null;
  onSearch: (q: string) => void;
  onCategory: (category: EquipmentCategory | null) => void;
  words: Words<typeof equipmentList>;
}

/**
 * `<equipment-list>`'s opt-in narrowing, above the grid: a search box (applied on Search or Enter;
 * an emptied box shows everything again) and one row of category chips (toggle buttons, one
 * pressed at a time, "All" first). Both rows have the fixed heights the loader's skeleton reserves.
 */
export function ListFilters({
  search,
  categories,
  q,
  category,
  onSearch,
  onCategory,
  words,
}: ListFiltersProps) {
  const [draft, setDraft] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const chip = (value: EquipmentCategory | null, label: string) => (
    <li key={value ?? 'all'}>
      <button
        type="button"
        className="lf-eql-chip"
        part="chip"
        aria-pressed={category === value}
        onClick={() => onCategory(value)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <div className="lf-eql-tools">
      {search ? (
        <form
          className="lf-eql-search"
          role="search"
          aria-label={words.searchForm}
          onSubmit={submit}
        >
          <input
            className="lf-eql-input"
            part="search"
            type="search"
            name="q"
            maxLength={100}
            aria-label={words.searchLabel}
            placeholder={words.searchPlaceholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              // The box's clear button (or deleting every letter) shows everything again.
              if (!event.target.value && q) onSearch('');
            }}
          />
          <button type="submit" className="lf-button lf-button--secondary">
            {words.searchButton}
          </button>
        </form>
      ) : null}
      {categories ? (
        <ul className="lf-eql-chips" aria-label={words.categoriesLabel}>
          {chip(null, words.allCategories)}
          {categories.map((value) => chip(value, words.category(value)))}
        </ul>
      ) : null}
    </div>
  );
}
