import type { components } from '@liftline/sdk';
import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatNumber, localeTag } from '../format';
import styles from './filter-panel.module.scss';

/** A value of `GET /equipment/filters`; `count` is missing while the counts load. */
type FacetValue = Omit<components['schemas']['FacetValue'], 'count'> & { count?: number };

interface FacetGroupProps {
  title: string;
  /** The values with their counts (each counted as if this filter were not set). */
  values: readonly FacetValue[];
  selected: string | undefined;
  /** The URL with this filter set to `value` (or removed, for `undefined`). */
  hrefFor: (value: string | undefined) => string;
  /** The option that removes this filter ("All categories"). */
  anyLabel: string;
  /** Show this many values, the rest behind "Show all" (the selected one is always shown). */
  limit?: number;
  /** "Show all 23 makes": the button that shows every value (given the count of values). */
  showAllLabel?: (count: number) => string;
  /** The values are still loading (and not known in advance): reserve their space. */
  pending?: boolean;
  /** The label of a chosen value the API did not list. */
  labelOf?: (value: string) => string;
}

/** Rows reserved for values that are still loading. */
const PENDING_ROWS = 5;

/**
 * One single-choice filter as a list of links with counts: each choice is a URL (shareable, Back
 * works, keyboard: Tab and Enter). The chosen one is marked `aria-current`; choosing it again removes it.
 */
export function FacetGroup({
  title,
  values,
  selected,
  hrefFor,
  anyLabel,
  limit,
  showAllLabel,
  pending = false,
  labelOf = (value) => value,
}: FacetGroupProps) {
  const { i18n } = useLingui();
  const locale = localeTag(i18n);
  const [expanded, setExpanded] = useState(false);
  // The API matches makes case-insensitively: `make=toyota` is the listed "Toyota".
  const isChosen = (value: string) => value.toLowerCase() === selected?.toLowerCase();
  const titleId = useId();
  const listId = useId();
  // A chosen value the facet no longer lists (nothing matches it with the other filters) stays visible.
  const all =
    selected && !values.some((value) => isChosen(value.value))
      ? [...values, { value: selected, label: labelOf(selected), count: pending ? undefined : 0 }]
      : values;
  const collapsible = limit !== undefined && all.length > limit + 1;
  const shown =
    collapsible && !expanded
      ? all.filter((value, index) => index < limit || isChosen(value.value))
      : all;

  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title}
      </h3>
      <ul id={listId} className={styles.options}>
        <li>
          <Link
            href={hrefFor(undefined)}
            className={styles.option}
            aria-current={selected === undefined ? 'true' : undefined}
          >
            <span className={styles.optionLabel}>{anyLabel}</span>
          </Link>
        </li>
        {shown.map((value) => {
          const isSelected = isChosen(value.value);
          return (
            <li key={value.value}>
              <Link
                href={hrefFor(isSelected ? undefined : value.value)}
                className={styles.option}
                aria-current={isSelected ? 'true' : undefined}
              >
                {/* Named "Lift trucks 50 units": the spaces are text of their own. */}
                <span className={styles.optionLabel}>{value.label}</span>
                {value.count === undefined ? null : (
                  <>
                    {' '}
                    <span className={styles.optionCount}>
                      <Trans
                        id="catalog.facet.count"
                        message="{count, plural, one {{total} <0>unit</0>} other {{total} <0>units</0>}}"
                        values={{ count: value.count, total: formatNumber(value.count, locale) }}
                        components={{ 0: <span className="visually-hidden" /> }}
                      />
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
        {pending
          ? Array.from({ length: PENDING_ROWS }, (_, index) => (
              <li
                key={`pending-${String(index)}`}
                className={styles.pendingOption}
                aria-hidden="true"
              />
            ))
          : null}
      </ul>
      {collapsible ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded
            ? i18n._({ id: 'catalog.facet.showFewer', message: 'Show fewer' })
            : (showAllLabel?.(all.length) ??
              i18n._({
                id: 'catalog.facet.showAll',
                message: 'Show all {count}',
                values: { count: formatNumber(all.length, locale) },
              }))}
        </button>
      ) : null}
    </section>
  );
}
