import type { QuoteDraft } from '@liftline/sdk';
import type { ReactNode } from 'react';
import type { QuoteWord, QuoteWords } from '../quote-words';
import type { QuoteFlow } from '../use-quote-flow';

/** What the dialog hands every step. */
export interface StepProps {
  flow: QuoteFlow;
  /** The dialog's `useId()`: each field's id starts with it. */
  id: string;
  /** The equipment the widget was opened for (`equipmentId`), `null` for a general request. */
  equipmentId: number | null;
  /** Closes the dialog (what was entered is kept). */
  close: () => void;
  /** The request is being sent: the step's buttons are disabled. */
  busy: boolean;
  /** The dialog's words in its language. */
  words: QuoteWords;
  /** The BCP 47 tag of its prices, dates and the SDK's words (`en-US`, `es-US`). */
  locale: string;
}

/**
 * A button of the step's action bar: its text and what it does. The submit button's action
 * returns `true` when the step now shows errors (the dialog then focuses the first one).
 */
export type StepAction = readonly [
  label: QuoteWord,
  run: (flow: QuoteFlow, close: () => void) => boolean | void,
];

/** One value for every draft, or one that depends on the draft (rent or buy). */
type ByDraft<T> = T | ((draft: QuoteDraft) => T);

export interface StepInfo {
  /** The step's heading. */
  title: ByDraft<QuoteWord>;
  /** The fields the step shows; errors on any other field are listed above the step. */
  fields?: ByDraft<readonly string[]>;
  /** The secondary button. */
  back: StepAction;
  /** The submit button (Enter in a field does the same). */
  submit: StepAction;
}

/** A step of the quote flow: the component that renders its body, with its heading and buttons. */
export type QuoteStepComponent = ((props: StepProps) => ReactNode) & StepInfo;

export function defineStep(
  info: StepInfo,
  Step: (props: StepProps) => ReactNode,
): QuoteStepComponent {
  return Object.assign(Step, info);
}

export function byDraft<T>(value: ByDraft<T>, draft: QuoteDraft): T {
  return typeof value === 'function' ? (value as (draft: QuoteDraft) => T)(draft) : value;
}

export const BACK: StepAction = ['back', (flow) => flow.back()];

/** Next: the following step, or this step's errors. */
export const NEXT: StepAction = [
  'next',
  (flow) => {
    flow.next();
    return flow.hasErrors();
  },
];
