import {
  assign,
  emit,
  enqueueActions,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';
import {
  availabilityProblems,
  availabilityQueries,
  type AvailabilityQuery,
  type EquipmentAvailability,
  type LineAvailability,
} from '../availability';
import { checkId, pendingChecks, settleCheck } from './line-checks';
import { ApiError, type FieldErrors } from '../errors';
import { sdkLocale, sdkMessages, type SdkLocale } from '../messages';
import type { QuoteLine } from '../quote-list';
import {
  QUOTE_STEPS,
  firstStepWithErrors,
  localToday,
  stepOfField,
  toQuoteRequest,
  validateQuoteStep,
  type DealerSourceInput,
  type QuoteDraft,
  type QuoteField,
  type QuoteRequestBody,
  type QuoteRequestReceipt,
  type QuoteStep,
} from './quote-validation';

export interface QuoteFlowInput {
  /** The quote list's lines when the flow starts (they follow the list with `lines.changed`). */
  lines?: QuoteLine[];
  /** Default jobsite zip: the zip saved by the branch finder. */
  savedZip?: string | null;
  /** Preferred branch of a general request: the saved local branch. */
  branchId?: number | null;
  /** Prefill from a signed-in user. */
  contact?: { name?: string; email?: string; phone?: string; company?: string };
  /**
   * Check each rent line's dates with the `fetchAvailability` actor (after a pause of
   * `availabilityDebounce` ms once they change) and refuse to leave the lines step while a line's
   * dates lack units. Default false.
   */
  checkAvailability?: boolean;
  /**
   * The language of the flow's messages and of the confirmation e-mail (`locale` in the request
   * body): `es`, `es-US`… Default English. The Spanish words need `addSdkMessages('es', …)`.
   */
  locale?: string;
  /** The dealer site the request comes from (a widget with a site key): sent as `source`. */
  source?: DealerSourceInput | null;
}

export interface QuoteFlowContext {
  draft: QuoteDraft;
  /** Errors of the current step (client checks) or from the server (422, shown on their step). */
  errors: FieldErrors;
  receipt: QuoteRequestReceipt | null;
  /** Why submitting failed when it was not a field problem (network, 5xx, 429 …). */
  submitError: string | null;
  checkAvailability: boolean;
  /** Each rent line's availability check, by unit (`checkAvailability` only). */
  availability: Record<number, LineAvailability>;
  /** Next was pressed while a check had not answered: go on once every check has. */
  nextWhenChecked: boolean;
  locale: SdkLocale;
  source: DealerSourceInput | null;
}

export type QuoteFlowEvent =
  | { type: 'field.changed'; field: QuoteField; value: QuoteDraft[QuoteField] }
  /** The quote list changed (here or in another tab): the draft follows it. */
  | { type: 'lines.changed'; lines: QuoteLine[] }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** From the last look: go back to a step to change it. */
  | { type: 'step.edit'; step: QuoteStep }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'reset' }
  /** A line's dates stayed unchanged for `availabilityDebounce` ms: ask now. */
  | { type: 'availability.due'; unit: number };

export type QuoteFlowEmitted = { type: 'quote.submitted'; receipt: QuoteRequestReceipt };

function initialDraft(input: QuoteFlowInput = {}): QuoteDraft {
  return {
    lines: input.lines ?? [],
    listing: null,
    start_date: '',
    purchase_timeframe: null,
    jobsite_address: '',
    jobsite_zip: input.savedZip ?? '',
    name: input.contact?.name ?? '',
    email: input.contact?.email ?? '',
    phone: input.contact?.phone ?? '',
    company: input.contact?.company ?? '',
    po_number: '',
    notes: '',
    branch_id: input.branchId ?? null,
  };
}

/** A step's errors: its fields', and on the lines step the lines whose dates lack units. */
function stepErrors(step: QuoteStep, context: QuoteFlowContext, today?: string): FieldErrors {
  const errors = validateQuoteStep(step, context.draft, today, context.locale);
  return step === 'lines'
    ? {
        ...errors,
        ...availabilityProblems(context.draft.lines, context.availability, context.locale),
      }
    : errors;
}

const stepValid = (step: QuoteStep, context: QuoteFlowContext) =>
  Object.keys(stepErrors(step, context)).length === 0;

/** Moves on only when the step validates; otherwise shows its errors. */
function stepState(step: QuoteStep, next: QuoteStep | 'confirm', previous?: QuoteStep) {
  return {
    on: {
      'step.next': [
        {
          guard: { type: 'stepValid' as const, params: { step } },
          target: next,
          actions: 'clearErrors' as const,
        },
        { actions: { type: 'showErrors' as const, params: { step } } },
      ],
      ...(previous ? { 'step.back': { target: previous, actions: 'clearErrors' as const } } : {}),
    },
  };
}

/**
 * Request a quote for a quote list, in three steps: the lines (rent or buy, quantity, dates) →
 * the jobsite and contact → a last look (`confirm`) → submitting → submitted | failed. Without
 * lines it is a general request: the first step asks rent or buy and when. Each step validates
 * before moving on; a 422 from the server goes back to the step of its first field, with the
 * server's messages. The `submitQuote` actor is supplied with `.provide()` (`createQuoteFlow`).
 */
export const quoteFlowMachine = setup({
  types: {
    context: {} as QuoteFlowContext,
    events: {} as QuoteFlowEvent,
    emitted: {} as QuoteFlowEmitted,
    input: {} as QuoteFlowInput | undefined,
  },
  actors: {
    submitQuote: fromPromise<QuoteRequestReceipt, QuoteRequestBody>(async () => {
      throw new Error('quoteFlowMachine: provide the "submitQuote" actor');
    }),
    fetchAvailability: fromPromise<EquipmentAvailability, AvailabilityQuery>(async () => {
      throw new Error('quoteFlowMachine: provide the "fetchAvailability" actor');
    }),
  },
  delays: {
    /** How long a line's dates stay unchanged before they are checked. */
    availabilityDebounce: 300,
  },
  guards: {
    stepValid: ({ context }, params: { step: QuoteStep }) => stepValid(params.step, context),
    /** The lines are complete and free as far as known, but a check has not answered yet. */
    linesAwaitChecks: ({ context }) =>
      stepValid('lines', context) && pendingChecks(context.availability).length > 0,
    allStepsValid: ({ context }) => QUOTE_STEPS.every((step) => stepValid(step, context)),
    editsStep: ({ event }, params: { step: QuoteStep }) =>
      event.type === 'step.edit' && event.step === params.step,
    serverErrorsIn: ({ event }, params: { step: QuoteStep }) => {
      const error = (event as unknown as { error: unknown }).error;
      return (
        error instanceof ApiError &&
        error.isValidationError &&
        firstStepWithErrors(error.fieldErrors) === params.step
      );
    },
  },
  actions: {
    clearErrors: assign({ errors: {} }),
    showErrors: assign({
      errors: ({ context }, params: { step: QuoteStep }) =>
        stepErrors(params.step, context, localToday()),
    }),
    /** A line's dates changed (or it left): its check starts over after the pause. */
    scheduleChecks: enqueueActions(({ context, enqueue }) => {
      if (!context.checkAvailability) return;
      const availability: Record<number, LineAvailability> = {};
      for (const query of availabilityQueries(context.draft.lines, localToday())) {
        const known = context.availability[query.id];
        if (known && known.from === query.from && known.to === query.to) {
          availability[query.id] = known;
          continue;
        }
        availability[query.id] = { ...query, status: 'waiting' };
        enqueue.cancel(checkId(query.id));
        enqueue.stopChild(checkId(query.id));
        enqueue.raise(
          { type: 'availability.due', unit: query.id },
          { id: checkId(query.id), delay: 'availabilityDebounce' },
        );
      }
      for (const unit of Object.keys(context.availability).map(Number))
        if (!availability[unit]) {
          enqueue.cancel(checkId(unit));
          enqueue.stopChild(checkId(unit));
        }
      enqueue.assign({ availability, nextWhenChecked: false });
    }),
    /** Ask about the waiting lines now (`unit`: only that one). */
    startChecks: enqueueActions(({ context, enqueue }, params: { unit?: number }) => {
      const availability = { ...context.availability };
      for (const check of Object.values(context.availability)) {
        if (check.status !== 'waiting' || (params.unit != null && check.id !== params.unit))
          continue;
        const { id, from, to } = check;
        availability[id] = { id, from, to, status: 'checking' };
        enqueue.cancel(checkId(id));
        enqueue.spawnChild('fetchAvailability', { id: checkId(id), input: { id, from, to } });
      }
      enqueue.assign({ availability });
    }),
    /** Every check answered after Next was pressed: press it again. */
    goOnWhenChecked: enqueueActions(({ context, enqueue }) => {
      if (!context.nextWhenChecked || pendingChecks(context.availability).length) return;
      enqueue.assign({ nextWhenChecked: false });
      enqueue.raise({ type: 'step.next' });
    }),
    showServerErrors: assign({
      errors: ({ event }) => (event as unknown as { error: ApiError }).error.fieldErrors,
    }),
  },
}).createMachine({
  id: 'quoteFlow',
  context: ({ input }) => ({
    draft: initialDraft(input),
    errors: {},
    receipt: null,
    submitError: null,
    checkAvailability: input?.checkAvailability ?? false,
    locale: sdkLocale(input?.locale),
    source: input?.source ?? null,
    availability: {},
    nextWhenChecked: false,
  }),
  initial: 'lines',
  entry: 'scheduleChecks',
  on: {
    'field.changed': {
      actions: assign(({ context, event }) => {
        const errors = { ...context.errors };
        delete errors[event.field];
        return { draft: { ...context.draft, [event.field]: event.value }, errors };
      }),
    },
    'lines.changed': {
      // The lines' messages name them by position (`items.N.…`): they no longer match.
      actions: [
        assign(({ context, event }) => ({
          draft: { ...context.draft, lines: event.lines },
          errors: Object.fromEntries(
            Object.entries(context.errors).filter(([field]) => stepOfField(field) !== 'lines'),
          ),
        })),
        'scheduleChecks',
      ],
    },
    'availability.due': {
      actions: { type: 'startChecks', params: ({ event }) => ({ unit: event.unit }) },
    },
    'xstate.done.actor.availability.*': {
      actions: [
        assign(({ context, event }) => {
          const done = event as unknown as DoneActorEvent<EquipmentAvailability>;
          const { availability } = context as QuoteFlowContext;
          return { availability: settleCheck(availability, done.actorId, done.output) };
        }),
        'goOnWhenChecked',
      ],
    },
    'xstate.error.actor.availability.*': {
      actions: [
        assign(({ context, event }) => {
          const { availability } = context as QuoteFlowContext;
          const failed = event as unknown as ErrorActorEvent;
          return { availability: settleCheck(availability, failed.actorId, null) };
        }),
        'goOnWhenChecked',
      ],
    },
  },
  states: {
    lines: {
      exit: assign({ nextWhenChecked: false }),
      on: {
        'step.next': [
          // Complete, but a line's dates are still being checked: go on once they are.
          {
            guard: 'linesAwaitChecks',
            actions: [assign({ nextWhenChecked: true }), { type: 'startChecks', params: {} }],
          },
          ...stepState('lines', 'details').on['step.next'],
        ],
      },
    },
    details: stepState('details', 'confirm', 'lines'),
    confirm: {
      on: {
        'step.back': { target: 'details' },
        'step.edit': QUOTE_STEPS.map((step) => ({
          guard: { type: 'editsStep' as const, params: { step } },
          target: step,
        })),
        submit: [
          { guard: 'allStepsValid', target: 'submitting' },
          // The list changed in another tab meanwhile: back to the lines, with their errors.
          { target: 'lines', actions: { type: 'showErrors', params: { step: 'lines' } } },
        ],
      },
    },
    submitting: {
      entry: assign({ submitError: null, errors: {} }),
      invoke: {
        src: 'submitQuote',
        input: ({ context }) => toQuoteRequest(context.draft, context.locale, context.source),
        onDone: {
          target: 'submitted',
          actions: [
            assign({ receipt: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'quote.submitted' as const, receipt: event.output })),
          ],
        },
        onError: [
          ...QUOTE_STEPS.map((step) => ({
            guard: { type: 'serverErrorsIn' as const, params: { step } },
            target: step,
            actions: 'showServerErrors' as const,
          })),
          {
            target: 'failed',
            actions: assign({
              submitError: ({ context, event }) =>
                event.error instanceof Error
                  ? event.error.message
                  : sdkMessages(context.locale).quoteNotSent,
            }),
          },
        ],
      },
    },
    submitted: {
      on: {
        reset: {
          target: 'lines',
          actions: assign(({ context }) => resetKeepingContact(context)),
        },
      },
    },
    failed: {
      on: { retry: { target: 'submitting' }, 'step.back': { target: 'confirm' } },
    },
  },
});

/** After a submitted quote, "request another" keeps who the customer is and where the jobsite is. */
function resetKeepingContact(context: QuoteFlowContext): QuoteFlowContext {
  const { lines, name, email, phone, company, jobsite_address, jobsite_zip, branch_id } =
    context.draft;
  return {
    locale: context.locale,
    source: context.source,
    draft: {
      ...initialDraft(),
      lines,
      name,
      email,
      phone,
      company,
      jobsite_address,
      jobsite_zip,
      branch_id,
    },
    errors: {},
    receipt: null,
    submitError: null,
    checkAvailability: context.checkAvailability,
    availability: context.availability,
    nextWhenChecked: false,
  };
}
