import { useLingui } from '@lingui/react';
import type { Ref } from 'react';
import styles from './quote-list.module.scss';

export type QuoteStep = 'review' | 'details' | 'confirm';

export const QUOTE_STEPS = [
  { id: 'review', title: /*i18n*/ { id: 'quoteList.step.review', message: 'Review your lines' } },
  {
    id: 'details',
    title: /*i18n*/ { id: 'quoteList.step.details', message: 'Jobsite and contact' },
  },
  { id: 'confirm', title: /*i18n*/ { id: 'quoteList.step.confirm', message: 'Confirm and send' } },
] as const satisfies readonly { id: QuoteStep; title: { id: string; message: string } }[];

/** The three steps as a numbered list, the current one marked and the ones before it done. */
export function QuoteStepList({ step }: { step: QuoteStep }) {
  const { i18n } = useLingui();
  const current = QUOTE_STEPS.findIndex((each) => each.id === step);
  return (
    <ol className={styles.steps}>
      {QUOTE_STEPS.map((each, index) => (
        <li
          key={each.id}
          aria-current={each.id === step ? 'step' : undefined}
          data-done={index < current || undefined}
        >
          <span className={styles.stepDot} aria-hidden="true">
            {index + 1}
          </span>
          {i18n._(each.title)}
        </li>
      ))}
    </ol>
  );
}

/** "Step 2 of 3: Jobsite and contact", focusable so that each step can move the focus to it. */
export function QuoteStepHeading({
  step,
  headingRef,
}: {
  step: QuoteStep;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { i18n } = useLingui();
  const current = QUOTE_STEPS.findIndex((each) => each.id === step);
  return (
    <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
      <span className={styles.stepNumber}>
        {i18n._({
          id: 'quoteList.step.number',
          message: 'Step {number} of {count}:',
          values: { number: current + 1, count: QUOTE_STEPS.length },
        })}
      </span>{' '}
      {i18n._(QUOTE_STEPS[current]!.title)}
    </h2>
  );
}
