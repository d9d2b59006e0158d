import {
  NOTES_MAX_LENGTH,
  PURCHASE_TIMEFRAMES,
  QUOTE_STEPS,
  VALIDATION_ERROR_MESSAGE,
  localToday,
  type Listing,
  type QuoteDraft,
  type QuoteStep,
} from '@liftline/sdk';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ChoiceGroup, SelectField, TextAreaField, TextField } from './quote-fields';
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
}

export const QUOTE_DIALOG_TITLE = 'Request a Quote';

const LISTING_OPTIONS: readonly { value: Listing; label: string; description: string }[] = [
  { value: 'rent', label: 'Rent', description: 'For a job: daily, weekly or monthly' },
  { value: 'buy', label: 'Buy', description: 'Own it: new or used' },
];

/** The steps and the review are numbered for the customer: "Step 3 of 7". */
const NUMBERED: readonly QuoteFlowState[] = [...QUOTE_STEPS, 'review'];

function stepTitle(state: QuoteFlowState, draft: QuoteDraft): string {
  switch (state) {
    case 'equipment':
      return 'Equipment';
    case 'listing':
      return 'Rent or buy';
    case 'schedule':
      return draft.listing === 'buy' ? 'When do you plan to buy?' : 'Rental dates';
    case 'details':
      return 'Quantity and jobsite';
    case 'contact':
      return 'Your contact details';
    case 'notes':
      return 'Anything else?';
    case 'review':
    case 'submitting':
      return 'Review your request';
    case 'submitted':
      return 'Request received';
    case 'failed':
      return 'Your request was not sent';
  }
}

/** The fields each step shows; server errors on any other field are listed above the step. */
function visibleFields(state: QuoteFlowState, draft: QuoteDraft): (keyof QuoteDraft)[] {
  switch (state) {
    case 'equipment':
      return ['equipment_id'];
    case 'listing':
      return ['listing'];
    case 'schedule':
      return draft.listing === 'buy' ? ['purchase_timeframe'] : ['start_date', 'end_date'];
    case 'details':
      return ['quantity', 'jobsite_zip', 'branch_id'];
    case 'contact':
      return ['name', 'email', 'phone', 'company'];
    case 'notes':
      return ['notes'];
    default:
      return [];
  }
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (iso: string) =>
  iso ? dateFormat.format(new Date(`${iso}T00:00:00Z`)) : 'Not set';

/**
 * The request-a-quote dialog: the SDK's quote flow (equipment → rent or buy → dates or timeframe
 * → quantity and jobsite → contact → notes → review → submitted | failed) in a modal `<dialog>`.
 */
export function QuoteModal({ open, onClose, ...options }: QuoteModalProps) {
  const flow = useQuoteFlow(options);
  const { state, draft, errors } = flow;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  // 422: the server sent the customer back to a step; show the spec's message there.
  const [serverRejected, setServerRejected] = useState(false);
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
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // A new step: announce it by moving focus to its heading (or to the first invalid field when
  // the server sent the customer back).
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from === state || state === 'submitting') return;
    const rejected = from === 'submitting' && (QUOTE_STEPS as readonly string[]).includes(state);
    setServerRejected(rejected);
    if (rejected) setErrorTick((tick) => tick + 1);
    else headingRef.current?.focus();
  }, [state]);

  useEffect(() => {
    if (!errorTick) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>(
        '[aria-invalid="true"], fieldset[aria-describedby] input, button[data-error-focus]',
      ) ?? form?.querySelector<HTMLElement>('.lf-quote__alert');
    target?.focus();
  }, [errorTick]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'review') flow.submit();
    else if (state === 'failed') flow.retry();
    else if (state === 'submitted') close();
    else if (state !== 'submitting') {
      flow.next();
      if (flow.hasErrors()) setErrorTick((tick) => tick + 1);
    }
  };

  const shown = visibleFields(state, draft);
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !shown.includes(field as keyof QuoteDraft))
    .flatMap(([, messages]) => messages);
  const number = NUMBERED.indexOf(state === 'submitting' ? 'review' : state) + 1;
  const busy = state === 'submitting';

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
              {QUOTE_DIALOG_TITLE}
            </h2>
            <button type="button" className="lf-modal__close" aria-label="Close" onClick={close}>
              <svg className="lf-icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>

          <div className="lf-quote__step-header">
            {number > 0 ? (
              <p className="lf-quote__progress">
                Step {number} of {NUMBERED.length}
              </p>
            ) : null}
            <h3 ref={headingRef} className="lf-quote__step-title" tabIndex={-1}>
              {stepTitle(state, draft)}
            </h3>
          </div>

          {serverRejected || otherErrors.length ? (
            <div className="lf-quote__alert" role="alert" tabIndex={-1}>
              {serverRejected ? <p>{VALIDATION_ERROR_MESSAGE}</p> : null}
              {otherErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}

          <StepBody flow={flow} id={id} equipmentId={options.equipmentId ?? null} />

          <p className="lf-visually-hidden" role="status">
            {busy ? 'Sending your request…' : ''}
          </p>

          <StepActions flow={flow} busy={busy} onCancel={close} />
        </form>
      ) : null}
    </dialog>
  );
}

function StepBody({
  flow,
  id,
  equipmentId,
}: {
  flow: QuoteFlow;
  id: string;
  equipmentId: number | null;
}) {
  const { state, draft, errors, change } = flow;
  const today = localToday();

  switch (state) {
    case 'equipment':
      return <EquipmentStep flow={flow} equipmentId={equipmentId} id={`${id}-equipment`} />;
    case 'listing': {
      const lookup = flow.equipment;
      const offered =
        lookup.status === 'loaded'
          ? LISTING_OPTIONS.filter((option) =>
              option.value === 'rent' ? lookup.equipment.for_rent : lookup.equipment.for_sale,
            )
          : [];
      return (
        <ChoiceGroup
          id={`${id}-listing`}
          name={`${id}-listing`}
          legend="Do you want to rent or buy?"
          value={draft.listing}
          options={offered.length ? offered : LISTING_OPTIONS}
          errors={errors.listing}
          onChange={(value) => change('listing', value)}
        />
      );
    }
    case 'schedule':
      return draft.listing === 'buy' ? (
        <SelectField
          id={`${id}-timeframe`}
          label="Purchase timeframe"
          value={draft.purchase_timeframe ?? ''}
          errors={errors.purchase_timeframe}
          onChange={(event) =>
            change(
              'purchase_timeframe',
              (event.target.value || null) as QuoteDraft['purchase_timeframe'],
            )
          }
        >
          <option value="">Choose a timeframe</option>
          {PURCHASE_TIMEFRAMES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="lf-quote__row">
          <TextField
            id={`${id}-start`}
            label="Start date"
            type="date"
            min={today}
            value={draft.start_date}
            errors={errors.start_date}
            onChange={(event) => change('start_date', event.target.value)}
          />
          <TextField
            id={`${id}-end`}
            label="End date"
            type="date"
            min={draft.start_date || today}
            value={draft.end_date}
            errors={errors.end_date}
            onChange={(event) => change('end_date', event.target.value)}
          />
        </div>
      );
    case 'details':
      return (
        <>
          <div className="lf-quote__row">
            <TextField
              id={`${id}-quantity`}
              label="Quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              value={Number.isNaN(draft.quantity) ? '' : draft.quantity}
              errors={errors.quantity}
              onChange={(event) =>
                change('quantity', event.target.value === '' ? NaN : Number(event.target.value))
              }
            />
            <TextField
              id={`${id}-zip`}
              label="Jobsite zip code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={draft.jobsite_zip}
              errors={errors.jobsite_zip}
              onChange={(event) => change('jobsite_zip', event.target.value.trim())}
            />
          </div>
          <BranchChoice flow={flow} id={`${id}-branch`} />
        </>
      );
    case 'contact':
      return (
        <>
          <TextField
            id={`${id}-name`}
            label="Name"
            autoComplete="name"
            value={draft.name}
            errors={errors.name}
            onChange={(event) => change('name', event.target.value)}
          />
          <TextField
            id={`${id}-email`}
            label="E-mail"
            type="email"
            autoComplete="email"
            value={draft.email}
            errors={errors.email}
            onChange={(event) => change('email', event.target.value)}
          />
          <TextField
            id={`${id}-phone`}
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            errors={errors.phone}
            onChange={(event) => change('phone', event.target.value)}
          />
          <TextField
            id={`${id}-company`}
            label="Company"
            optional
            autoComplete="organization"
            value={draft.company}
            errors={errors.company}
            onChange={(event) => change('company', event.target.value)}
          />
        </>
      );
    case 'notes':
      return (
        <TextAreaField
          id={`${id}-notes`}
          label={
            draft.equipment_id === null ? 'Describe the equipment you need' : 'Notes for the branch'
          }
          optional
          rows={5}
          value={draft.notes}
          errors={errors.notes}
          hint={`${draft.notes.length} of ${NOTES_MAX_LENGTH} characters`}
          onChange={(event) => change('notes', event.target.value)}
        />
      );
    case 'review':
    case 'submitting':
      return <Review flow={flow} disabled={state === 'submitting'} />;
    case 'submitted':
      return flow.receipt ? (
        <div className="lf-quote__done">
          <p>
            Thank you{draft.name.trim() ? `, ${draft.name.trim()}` : ''}! We received your quote
            request.
          </p>
          <p className="lf-quote__reference">
            Your reference:{' '}
            <strong part="reference" data-testid="quote-reference">
              {flow.receipt.reference}
            </strong>
          </p>
          <p className="lf-quote__muted">
            A confirmation is on its way to {draft.email.trim()}. Quote the reference when you talk
            to the branch.
          </p>
        </div>
      ) : null;
    case 'failed':
      return (
        <div className="lf-quote__alert" role="alert">
          <p>{flow.submitError ?? 'Your request could not be sent.'}</p>
          <p>Nothing was lost: try again, or go back to check your request.</p>
        </div>
      );
  }
}

function EquipmentStep({
  flow,
  equipmentId,
  id,
}: {
  flow: QuoteFlow;
  equipmentId: number | null;
  id: string;
}) {
  const { draft, errors, equipment } = flow;
  const error = errors.equipment_id;
  const errorId = `${id}-error`;
  if (draft.equipment_id === null) {
    return (
      <p className="lf-quote__card">
        <span className="lf-quote__muted">General request.</span> Tell us what you need in the notes
        step and the nearest branch will get back to you.
      </p>
    );
  }
  const title =
    equipment.status === 'loaded'
      ? equipment.equipment.title
      : equipment.status === 'loading'
        ? 'Loading the equipment…'
        : (draft.equipment_label ?? `Equipment #${equipmentId ?? draft.equipment_id}`);
  return (
    <>
      <div className="lf-quote__card" aria-busy={equipment.status === 'loading' || undefined}>
        <span className="lf-quote__muted">Your quote is for</span>
        <strong className="lf-quote__equipment">{title}</strong>
      </div>
      {error ? (
        <>
          <p className="lf-field-error lf-quote__inline-error" id={errorId}>
            {error.join(' ')}
          </p>
          <button
            type="button"
            className="lf-link-button"
            aria-describedby={errorId}
            data-error-focus
            onClick={() => {
              flow.change('equipment_id', null);
              flow.change('equipment_label', null);
            }}
          >
            Make it a general request instead
          </button>
        </>
      ) : null}
    </>
  );
}

function BranchChoice({ flow, id }: { flow: QuoteFlow; id: string }) {
  const { draft, errors, branch } = flow;
  const error = errors.branch_id;
  const errorId = `${id}-error`;
  if (draft.branch_id === null) {
    return (
      <p className="lf-quote__muted lf-quote__branch">
        Your request goes to the branch nearest the jobsite.
      </p>
    );
  }
  return (
    <div className="lf-quote__branch">
      <p className="lf-quote__muted">
        Preferred branch:{' '}
        <strong>{branch ? `${branch.city}, ${branch.state}` : 'your saved branch'}</strong>
      </p>
      {error ? (
        <p id={errorId} className="lf-field-error lf-quote__inline-error">
          {error.join(' ')}
        </p>
      ) : null}
      <button
        type="button"
        className="lf-link-button"
        aria-describedby={error ? errorId : undefined}
        data-error-focus={error ? true : undefined}
        onClick={() => flow.change('branch_id', null)}
      >
        Use the branch nearest the jobsite instead
      </button>
    </div>
  );
}

function Review({ flow, disabled }: { flow: QuoteFlow; disabled: boolean }) {
  const { draft, branch } = flow;
  const timeframe = PURCHASE_TIMEFRAMES.find((option) => option.value === draft.purchase_timeframe);
  const rows: { step: QuoteStep; label: string; value: ReactNode }[] = [
    {
      step: 'equipment',
      label: 'Equipment',
      value:
        draft.equipment_id === null
          ? 'General request'
          : (draft.equipment_label ?? `Equipment #${draft.equipment_id}`),
    },
    { step: 'listing', label: 'Rent or buy', value: draft.listing === 'buy' ? 'Buy' : 'Rent' },
    draft.listing === 'buy'
      ? { step: 'schedule', label: 'Timeframe', value: timeframe?.label ?? 'Not set' }
      : {
          step: 'schedule',
          label: 'Dates',
          value: `${formatDate(draft.start_date)} – ${formatDate(draft.end_date)}`,
        },
    {
      step: 'details',
      label: 'Quantity and jobsite',
      value: (
        <>
          Quantity {draft.quantity} · jobsite zip {draft.jobsite_zip}
          <br />
          {branch ? `Branch: ${branch.city}, ${branch.state}` : 'Nearest branch'}
        </>
      ),
    },
    {
      step: 'contact',
      label: 'Contact',
      value: (
        <>
          {draft.name}
          {draft.company.trim() ? `, ${draft.company.trim()}` : ''}
          <br />
          {draft.email}
          <br />
          {draft.phone}
        </>
      ),
    },
    { step: 'notes', label: 'Notes', value: draft.notes.trim() || 'None' },
  ];
  return (
    <dl className="lf-quote__review">
      {rows.map((row) => (
        <div key={row.step} className="lf-quote__review-row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd className="lf-quote__review-edit">
            <button
              type="button"
              className="lf-link-button"
              disabled={disabled}
              onClick={() => flow.edit(row.step)}
              aria-label={`Edit ${row.label.toLowerCase()}`}
            >
              Edit
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StepActions({
  flow,
  busy,
  onCancel,
}: {
  flow: QuoteFlow;
  busy: boolean;
  onCancel: () => void;
}) {
  const { state } = flow;
  const secondary = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="lf-button lf-button--secondary"
      part="cancel"
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const primary = (label: string) => (
    <button
      type="submit"
      className="lf-button lf-button--primary"
      part="submit"
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="lf-spinner" aria-hidden="true" /> : null}
      <span>{label}</span>
    </button>
  );

  switch (state) {
    case 'equipment':
      return (
        <div className="lf-modal__actions">
          {secondary('Cancel', onCancel)}
          {primary('Next')}
        </div>
      );
    case 'review':
    case 'submitting':
      return (
        <div className="lf-modal__actions">
          {secondary('Back', flow.back)}
          {primary('Submit request')}
        </div>
      );
    case 'submitted':
      return (
        <div className="lf-modal__actions">
          {secondary('Request another quote', flow.reset)}
          {primary('Done')}
        </div>
      );
    case 'failed':
      return (
        <div className="lf-modal__actions">
          {secondary('Back to review', flow.back)}
          {primary('Try again')}
        </div>
      );
    default:
      return (
        <div className="lf-modal__actions">
          {secondary('Back', flow.back)}
          {primary('Next')}
        </div>
      );
  }
}
