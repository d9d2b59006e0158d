import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { QUOTE_LIST_MAX_LINES, type Schemas } from '@liftline/sdk';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button/button-class';
import { PrefetchLink } from '@/components/ui/link/prefetch-link';
import { paths } from '@/config/paths';
import { quoteListActions } from '@/hooks/use-quote-list';
import { linesToRequestAgain } from './request-again';
import styles from './dashboard.module.scss';
import { translate } from '@/utils/translate';

interface Outcome {
  added: number;
  gone: number;
  full: number;
}

const messages = {
  added: /*i18n*/ {
    id: 'account.again.added',
    message:
      '{count, plural, one {{count} line added to your quote request.} other {{count} lines added to your quote request.}}',
  },
  nothing: /*i18n*/ {
    id: 'account.again.nothing',
    message: 'Nothing was added to your quote request.',
  },
  gone: /*i18n*/ {
    id: 'account.again.gone',
    message:
      '{count, plural, one {{count} unit is no longer listed.} other {{count} units are no longer listed.}}',
  },
  full: /*i18n*/ {
    id: 'account.again.full',
    message: 'It is full: it holds {max} lines at most.',
  },
  review: /*i18n*/ { id: 'account.again.review', message: 'Review your quote request' },
};

/** What "Request again" did: one sentence each (added or not, units gone, list full). */
function outcomeSentences({ added, gone, full }: Outcome, i18n: I18n): string[] {
  return [
    added ? translate(i18n, messages.added, { count: added }) : i18n._(messages.nothing),
    gone ? translate(i18n, messages.gone, { count: gone }) : null,
    full ? translate(i18n, messages.full, { max: QUOTE_LIST_MAX_LINES }) : null,
  ].filter((sentence): sentence is string => sentence !== null);
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
  const { i18n } = useLingui();
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
        <Trans
          id="account.again.button"
          message="Request again <0>({reference})</0>"
          values={{ reference }}
          components={{ 0: <span className="visually-hidden" /> }}
        />
      </button>
      {outcome ? (
        <p role="status" className={styles.requestAgainStatus}>
          {outcomeSentences(outcome, i18n).map((sentence) => (
            <span key={sentence}>{sentence} </span>
          ))}
          {outcome.added ? (
            <PrefetchLink ref={link} href={paths.quoteList.getHref()}>
              {i18n._(messages.review)}
            </PrefetchLink>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
