import { QUOTE_LIST_MAX_LINES, type Schemas } from '@liftline/sdk';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { quoteListActions } from '@/hooks/use-quote-list';
import { linesToRequestAgain } from './request-again';
import styles from './dashboard.module.scss';

interface Outcome {
  added: number;
  gone: number;
  full: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function outcomeText({ added, gone, full }: Outcome): string {
  const parts = [
    added
      ? `${plural(added, 'line', 'lines')} added to your quote request.`
      : 'Nothing was added to your quote request.',
  ];
  if (gone) parts.push(`${plural(gone, 'unit is', 'units are')} no longer listed.`);
  if (full) parts.push(`It is full: it holds ${QUOTE_LIST_MAX_LINES} lines at most.`);
  return parts.join(' ');
}

/**
 * "Request again": puts a sent request's units back in the visitor's quote list (same modes and
 * quantities; rentals that have begun move to tomorrow), then says what it did beside a link to
 * the list, which takes the focus. A unit already in the list in that mode is updated, not doubled.
 */
export function RequestAgainButton({
  reference,
  lines,
}: {
  reference: string;
  lines: readonly Schemas['QuoteLine'][];
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (outcome?.added) link.current?.focus();
  }, [outcome]);

  if (!lines.some((line) => line.equipment)) return null;
  return (
    <div className={styles.requestAgain}>
      <button
        type="button"
        className={buttonClass('outline', styles.requestAgainButton)}
        onClick={() => {
          const again = linesToRequestAgain(lines);
          const added = again.lines.filter((line) => quoteListActions.add(line)).length;
          setOutcome({ added, gone: again.gone, full: again.lines.length - added });
        }}
      >
        Request again <span className="visually-hidden">({reference})</span>
      </button>
      {outcome ? (
        <p role="status" className={styles.requestAgainStatus}>
          {outcomeText(outcome)}{' '}
          {outcome.added ? (
            <PrefetchLink ref={link} href={paths.quoteList.getHref()}>
              Review your quote request
            </PrefetchLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
