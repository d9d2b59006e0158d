import { QUOTE_STEPS, sdkMessages } from '@liftline/sdk';
import { reportFunnel } from '../elements/funnel';
import { formatLocale, widgetLang } from '../messages';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmStep } from './steps/confirm-step';
import { DetailsStep } from './steps/details-step';
import { FailedStep } from './steps/failed-step';
import { requestQuote } from '../messages/en/request-quote';
import { quoteWords, type QuoteWords } from './quote-words';
import { LinesStep } from './steps/lines-step';
import { byDraft, type QuoteStepComponent } from './steps/step';
import { SubmittedStep } from './steps/submitted-step';
import {
  useQuoteFlow,
  type QuoteFlow,
  type QuoteFlowOptions,
  type QuoteFlowState,
} from './use-quote-flow';

export interface QuoteModalProps extends QuoteFlowOptions {
  /** Whether the dialog is shown. The flow (and what was entered) survives closing. */
  open: boolean;
  onClose: () => void;
  /** The language of the dialog's words (`en-US` → `en`); English by default; `es` is Spanish. */
  lang?: string | undefined;
}

export const QUOTE_DIALOG_TITLE = requestQuote.title;

/** The step each state of the quote flow machine shows. */
const STEPS: Record<QuoteFlowState, QuoteStepComponent> = {
  lines: LinesStep,
  details: DetailsStep,
  confirm: ConfirmStep,
  submitting: ConfirmStep,
  submitted: SubmittedStep,
  failed: FailedStep,
};

/** The steps and the last look are numbered for the customer: "Step 2 of 3". */
const NUMBERED: readonly QuoteFlowState[] = [...QUOTE_STEPS, 'confirm'];

/**
 * The request-a-quote dialog: the SDK's quote flow on the origin's quote list (the lines → the
 * jobsite and contact → confirm → submitted | failed) in a modal `<dialog>`.
 * One component per step (steps/), picked by the machine's state from `STEPS`.
 */
export function QuoteModal({ open, onClose, lang, ...options }: QuoteModalProps) {
  const locale = formatLocale(widgetLang(lang));
  const flow = useQuoteFlow({ ...options, locale });
  const { state, draft, errors } = flow;
  const Step = STEPS[state];
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const words = quoteWords(lang);
  // 422: the server sent the customer back to a step; show the validation message there. Known
  // in the render that shows the step (the state it came from is kept beside it), so the alert
  // arrives with the step's heading.
  const [seen, setSeen] = useState({ state, rejected: false });
  let serverRejected = seen.rejected;
  if (seen.state !== state) {
    serverRejected =
      seen.state === 'submitting' && (QUOTE_STEPS as readonly string[]).includes(state);
    setSeen({ state, rejected: serverRejected });
  }
  const [errorTick, setErrorTick] = useState(0);
  const previous = useRef(state);

  const close = () => {
    if (state === 'submitted') flow.reset();
    onClose();
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      headingRef.current?.focus();
      reportFunnel(dialog, 'open');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const focusFirstError = () => {
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset[aria-describedby] input, button[data-error-focus]',
      ) ?? form?.querySelector<HTMLElement>('.lf-quote__alert');
    target?.focus();
  };

  // A new step: announce it by moving focus to its heading (or to the first invalid field when
  // the server sent the customer back). A step forward and a stored request are funnel steps.
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from === state || state === 'submitting') return;
    if (state === 'submitted') reportFunnel(dialogRef.current, 'submit');
    else if (NUMBERED.indexOf(from) >= 0 && NUMBERED.indexOf(state) > NUMBERED.indexOf(from))
      reportFunnel(dialogRef.current, 'step');
    if (serverRejected) focusFirstError();
    else headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new step only
  }, [state]);

  // The step's submit button found errors: focus the first.
  useEffect(() => {
    if (errorTick) focusFirstError();
  }, [errorTick]);

  const busy = state === 'submitting';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && Step.submit[1](flow, close)) setErrorTick((tick) => tick + 1);
  };

  const shown: readonly string[] = byDraft(Step.fields ?? [], draft);
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !shown.includes(field))
    .flatMap(([, messages]) => messages);
  const number = NUMBERED.indexOf(busy ? 'confirm' : state) + 1;
  // How many fields need attention, as the storefront says it (their messages stand at them).
  const fieldsInError = Object.keys(errors).filter((field) => shown.includes(field)).length;

  return (
    <dialog
      ref={dialogRef}
      className="lf-modal lf-modal--quote"
      part="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open ? (
        <form ref={formRef} className="lf-modal__panel" onSubmit={onSubmit} noValidate>
          <div className="lf-modal__header">
            <h2 id={titleId} className="lf-modal__title">
              {words.title}
            </h2>
            <button
              type="button"
              className="lf-modal__close"
              aria-label={words.close}
              onClick={close}
            >
              <svg className="lf-icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>

          <div className="lf-quote__step-header">
            {number > 0 ? (
              <p className="lf-quote__progress">{words.progress(number, NUMBERED.length)}</p>
            ) : null}
            <h3 ref={headingRef} className="lf-quote__step-title" tabIndex={-1}>
              {words[byDraft(Step.title, draft)]}
            </h3>
          </div>

          {serverRejected || otherErrors.length || fieldsInError > 0 ? (
            <div className="lf-quote__alert" role="alert" tabIndex={-1}>
              {serverRejected ? <p>{sdkMessages(locale).validationError}</p> : null}
              {fieldsInError > 0 ? <p>{words.fieldsInError(fieldsInError)}</p> : null}
              {otherErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}

          <Step
            flow={flow}
            id={id}
            equipmentId={options.equipmentId ?? null}
            busy={busy}
            close={close}
            words={words}
            locale={locale}
          />

          <p className="lf-visually-hidden" role="status">
            {busy ? words.sending : ''}
          </p>

          <StepActions step={Step} flow={flow} busy={busy} close={close} words={words} />
        </form>
      ) : null}
    </dialog>
  );
}

/** The step's buttons: its secondary action, then submit (disabled while the request is sent). */
function StepActions({
  step: { back, submit },
  flow,
  busy,
  close,
  words,
}: {
  step: QuoteStepComponent;
  flow: QuoteFlow;
  busy: boolean;
  close: () => void;
  words: QuoteWords;
}) {
  return (
    <div className="lf-modal__actions">
      <button
        type="button"
        className="lf-button lf-button--secondary"
        part="cancel"
        disabled={busy}
        onClick={() => back[1](flow, close)}
      >
        {words[back[0]]}
      </button>
      <button
        type="submit"
        className="lf-button lf-button--primary"
        part="submit"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="lf-spinner" aria-hidden="true" /> : null}
        <span>{words[submit[0]]}</span>
      </button>
    </div>
  );
}
