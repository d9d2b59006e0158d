import type { Ref } from 'react';
import styles from './quote-list.module.scss';

export type QuoteStep = 'review' | 'details' | 'confirm';

export const QUOTE_STEPS: readonly { id: QuoteStep; title: string }[] = [
  { id: 'review', title: 'Review your lines' },
  { id: 'details', title: 'Jobsite and contact' },
  { id: 'confirm', title: 'Confirm and send' },
];

/** The three steps as a numbered list, the current one marked and the ones before it done. */
export function QuoteStepList({ step }: { step: QuoteStep }) {
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
          {each.title}
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
  const current = QUOTE_STEPS.findIndex((each) => each.id === step);
  return (
    <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
      <span className={styles.stepNumber}>
        Step {current + 1} of {QUOTE_STEPS.length}:
      </span>{' '}
      {QUOTE_STEPS[current]!.title}
    </h2>
  );
}
