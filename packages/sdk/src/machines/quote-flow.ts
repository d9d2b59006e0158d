import { assign, emit, fromPromise, setup } from 'xstate';
import { ApiError, type FieldErrors } from '../errors';
import type { QuoteLine } from '../quote-list';
import {
  QUOTE_STEPS,
  firstStepWithErrors,
  localToday,
  stepOfField,
  toQuoteRequest,
  validateQuoteStep,
  type QuoteDraft,
  type QuoteField,
  type QuoteListInput,
  type QuoteRequestInput,
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
}

export interface QuoteFlowContext {
  draft: QuoteDraft;
  /** Errors of the current step (client checks) or from the server (422, shown on their step). */
  errors: FieldErrors;
  receipt: QuoteRequestReceipt | null;
  /** Why submitting failed when it was not a field problem (network, 5xx, 429 …). */
  submitError: string | null;
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
  | { type: 'reset' };

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

const stepValid = (step: QuoteStep, draft: QuoteDraft) =>
  Object.keys(validateQuoteStep(step, draft)).length === 0;

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
    submitQuote: fromPromise<QuoteRequestReceipt, QuoteListInput | QuoteRequestInput>(async () => {
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
  initial: 'lines',
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
      actions: assign(({ context, event }) => ({
        draft: { ...context.draft, lines: event.lines },
        errors: Object.fromEntries(
          Object.entries(context.errors).filter(([field]) => stepOfField(field) !== 'lines'),
        ),
      })),
    },
  },
  states: {
    lines: stepState('lines', 'details'),
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
  };
}
