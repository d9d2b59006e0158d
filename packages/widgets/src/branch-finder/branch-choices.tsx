import { branchOpenState, formatClockTime, type NearbyBranch } from '@liftline/sdk';
import { useEffect, useId, useRef } from 'react';
import { formatLocale, widgetLang } from '../messages';
import { findBranchWords } from './find-branch-words';

type FinderWords = ReturnType<typeof findBranchWords>;

/**
 * Today at a branch, on the branch's own clock (its `time_zone`, not the visitor's): "Open now ·
 * closes at 5:00 PM", "Closed now · opens at 7:00 AM" (later today), "Closed now · opens Monday at
 * 7:00 AM" (no more hours today: none, a holiday, or past closing time), or "Closed today" when it
 * has no opening in the days ahead that the hours cover.
 */
export function todayAtBranch(
  branch: NearbyBranch,
  now: Date,
  words: FinderWords,
  locale: string,
): string {
  const state = branchOpenState(branch, now);
  if (state.open && state.today)
    return words.openUntil(formatClockTime(state.today.closes, locale));
  if (state.next?.today) return words.opensAt(formatClockTime(state.next.opens, locale));
  if (state.next)
    return words.opensOn(
      weekdayOf(state.next.date, locale),
      formatClockTime(state.next.opens, locale),
    );
  return words.closedToday;
}

/** The weekday name of a calendar day (`YYYY-MM-DD`), in `locale`: "Monday", "lunes". */
function weekdayOf(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export interface BranchChoicesProps {
  choices: readonly NearbyBranch[];
  onChoose: (id: number) => void;
  lang?: string | undefined;
  /** The moment "today" is (tests pass one; default: now). */
  now?: Date;
}

/**
 * The nearest branches a search found, nearest first: each a button with its name, address,
 * distance and today's hours. The first takes the focus when the list appears, so a keyboard
 * user lands on the choice.
 */
export function BranchChoices({ choices, onChoose, lang, now = new Date() }: BranchChoicesProps) {
  const words = findBranchWords(lang);
  const locale = formatLocale(widgetLang(lang));
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [choices]);
  const miles = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return (
    <section className="lf-branch-choices" aria-labelledby={titleId} part="choices">
      <h3 id={titleId} className="lf-branch-choices__title">
        {words.choicesTitle}
      </h3>
      <ul className="lf-branch-choices__list">
        {choices.map((branch, index) => (
          <li key={branch.id}>
            <button
              type="button"
              ref={index === 0 ? first : undefined}
              className="lf-branch-choice"
              part="choice"
              onClick={() => onChoose(branch.id)}
            >
              <span className="lf-branch-choice__name">
                {branch.name}
                <span className="lf-branch-choice__distance">
                  {words.distance(miles.format(branch.distance_miles))}
                </span>
              </span>
              <span className="lf-branch-choice__place">
                {branch.address_line1}, {words.place(branch.city, branch.state)}
              </span>
              <span className="lf-branch-choice__today">
                {todayAtBranch(branch, now, words, locale)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
