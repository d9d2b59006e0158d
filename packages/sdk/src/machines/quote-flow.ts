import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError, type FieldErrors } from '../errors';
import {
  QUOTE_STEPS,
  firstStepWithErrors,
  localToday,
  toQuoteRequest,
  validateQuoteStep,
  type QuoteDraft,
  type QuoteRequestInput,
  type QuoteRequestReceipt,
  type QuoteStep,
} from './quote-validation';

export interface QuoteFlowInput {
  /** Prefills the equipment step (the request-quote button of an equipment page). */
  equipmentId?: number | null;
  equipmentLabel?: string | null;
  /** Default jobsite zip: the zip saved by the branch finder. */
  savedZip?: string | null;
  /** Preferred branch: the saved local branch. */
  branchId?: number | null;
  /** Prefill from a logged-in user. */
  contact?: { name?: string; email?: string; phone?: string; company?: string };
}

export interface QuoteFlowContext {
  draft: QuoteDraft;
  /** Errors of the current step (client checks) or from the server (422, mapped to their step). */
  errors: FieldErrors;
  receipt: QuoteRequestReceipt | null;
  /** Why submitting failed when it was not a field problem (network, 5xx, 429 …). */
  submitError: string | null;
}

export type QuoteFlowEvent =
  | { type: 'field.changed'; field: keyof QuoteDraft; value: QuoteDraft[keyof QuoteDraft] }
  | { type: 'step.next' }
  | { type: 'step.back' }
  /** From the review: jump to a step to change it. */
  | { type: 'step.edit'; step: QuoteStep }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'reset' };

export type QuoteFlowEmitted = { type: 'quote.submitted'; receipt: QuoteRequestReceipt };

function initialDraft(input: QuoteFlowInput = {}): QuoteDraft {
  return {
    equipment_id: input.equipmentId ?? null,
    equipment_label: input.equipmentLabel ?? null,
    listing: null,
    start_date: '',
    end_date: '',
    purchase_timeframe: null,
    quantity: 1,
    jobsite_zip: input.savedZip ?? '',
    name: input.contact?.name ?? '',
    email: input.contact?.email ?? '',
    phone: input.contact?.phone ?? '',
    company: input.contact?.company ?? '',
    notes: '',
    branch_id: input.branchId ?? null,
  };
}

const stepValid = (step: QuoteStep, draft: QuoteDraft) =>
  Object.keys(validateQuoteStep(step, draft)).length === 0;

/** Moves to the next step only when the current one validates; otherwise shows its errors. */
function stepState(step: QuoteStep, next: QuoteStep | 'review', previous: QuoteStep | null) {
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
 * Request a quote (issue: equipment → rent or buy → dates or purchase timeframe → quantity and
 * jobsite zip → contact → notes → review → submitting → submitted | failed). Each step validates
 * before moving on; a 422 from the server sends the customer back to the first step with an error.
 * The `submitQuote` actor is supplied with `.provide()` (see `createQuoteFlow`).
 */
export const quoteFlowMachine = setup({
  types: {
    context: {} as QuoteFlowContext,
    events: {} as QuoteFlowEvent,
    emitted: {} as QuoteFlowEmitted,
    input: {} as QuoteFlowInput | undefined,
  },
  actors: {
    submitQuote: fromPromise<QuoteRequestReceipt, QuoteRequestInput>(async () => {
      throw new Error('quoteFlowMachine: provide the "submitQuote" actor');
    }),
  },
  guards: {
    stepValid: ({ context }, params: { step: QuoteStep }) => stepValid(params.step, context.draft),
    allStepsValid: ({ context }) => QUOTE_STEPS.every((step) => stepValid(step, context.draft)),
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
        validateQuoteStep(params.step, context.draft, localToday()),
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
  }),
  initial: 'equipment',
  on: {
    'field.changed': {
      actions: assign(({ context, event }) => {
        const errors = { ...context.errors };
        delete errors[event.field];
        return { draft: { ...context.draft, [event.field]: event.value }, errors };
      }),
    },
  },
  states: {
    equipment: stepState('equipment', 'listing', null),
    listing: stepState('listing', 'schedule', 'equipment'),
    schedule: stepState('schedule', 'details', 'listing'),
    details: stepState('details', 'contact', 'schedule'),
    contact: stepState('contact', 'notes', 'details'),
    notes: stepState('notes', 'review', 'contact'),
    review: {
      on: {
        'step.back': { target: 'notes' },
        'step.edit': QUOTE_STEPS.map((step) => ({
          guard: { type: 'editsStep' as const, params: { step } },
          target: step,
        })),
        submit: [{ guard: 'allStepsValid', target: 'submitting' }],
      },
    },
    submitting: {
      entry: assign({ submitError: null, errors: {} }),
      invoke: {
        src: 'submitQuote',
        input: ({ context }) => toQuoteRequest(context.draft),
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
              submitError: ({ event }) =>
                event.error instanceof Error
                  ? event.error.message
                  : 'Your request could not be sent. Please try again.',
            }),
          },
        ],
      },
    },
    submitted: {
      on: {
        reset: {
          target: 'equipment',
          actions: assign(({ context }) => ({ ...resetKeepingContact(context) })),
        },
      },
    },
    failed: {
      on: { retry: { target: 'submitting' }, 'step.back': { target: 'review' } },
    },
  },
});

/** After a submitted quote, "request another" keeps who the customer is and where the jobsite is. */
function resetKeepingContact(context: QuoteFlowContext): QuoteFlowContext {
  const { name, email, phone, company, jobsite_zip, branch_id } = context.draft;
  return {
    draft: { ...initialDraft(), name, email, phone, company, jobsite_zip, branch_id },
    errors: {},
    receipt: null,
    submitError: null,
  };
}
