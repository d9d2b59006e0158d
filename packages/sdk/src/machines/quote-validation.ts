import type { components } from '../schema';
import type { FieldErrors } from '../errors';
import type { QuoteLine } from '../quote-list';
import { localToday } from '../new-quote-line';
import { listProblems, toQuoteItems } from '../quote-lines';
import { sdkLocale, sdkMessages } from '../messages';
import { isValidZip } from '../zip';

export type QuoteRequestInput = components['schemas']['QuoteRequestInput'];
export type QuoteListInput = components['schemas']['QuoteListInput'];
/** What the API answers: a quote list's receipt also lists its lines and their branches. */
export type QuoteRequestReceipt = components['schemas']['QuoteRequestReceipt'] & {
  lines?: components['schemas']['QuoteReceiptLine'][];
};
export type PurchaseTimeframe = components['schemas']['PurchaseTimeframe'];
export type Listing = QuoteRequestInput['listing'];

/**
 * The steps of the request-a-quote flow that the customer fills in, in order; a last look
 * (`confirm`) follows them. `lines`: the quote list's lines (rent or buy, quantity, dates), or for
 * a general request without lines, rent or buy and when. `details`: the jobsite and the contact.
 */
export const QUOTE_STEPS = ['lines', 'details'] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];

/** What the customer has entered so far (strings as typed; trimmed on submit). */
export interface QuoteDraft {
  /** The quote list's lines. None: a general request, described in the notes. */
  lines: QuoteLine[];
  /** A general request: rent or buy … */
  listing: Listing | null;
  /** … from when (rent) … */
  start_date: string;
  /** … or when (buy). */
  purchase_timeframe: PurchaseTimeframe | null;
  /** Asked when there are lines (the units are delivered there). */
  jobsite_address: string;
  jobsite_zip: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  /** Asked when there are lines. */
  po_number: string;
  notes: string;
  /** A general request goes to this branch (the saved local branch), else the nearest one. */
  branch_id: number | null;
}

/** The fields of a draft the customer types or picks (the lines change through the list). */
export type QuoteField = Exclude<keyof QuoteDraft, 'lines'>;

/** The purchase timeframes in order, with their labels in `locale`'s words (default English). */
export const purchaseTimeframes = (
  locale?: string,
): readonly { value: PurchaseTimeframe; label: string }[] => {
  const labels = sdkMessages(locale).timeframes;
  return (Object.keys(labels) as PurchaseTimeframe[]).map((value) => ({
    value,
    label: labels[value],
  }));
};

export const PURCHASE_TIMEFRAMES = purchaseTimeframes('en');

/** The longest values the API takes (`QuoteListInput`, `QuoteRequestInput`). */
export const QUOTE_MAX_LENGTHS = {
  jobsite_address: 200,
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  po_number: 50,
  notes: 2000,
} as const;
export const NOTES_MAX_LENGTH = QUOTE_MAX_LENGTHS.notes;

/** The fields of the first step; the server's 422s on any other field belong to `details`. */
const LINE_STEP_FIELDS = [
  'items',
  'equipment_id',
  'listing',
  'start_date',
  'end_date',
  'purchase_timeframe',
  'quantity',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export { localToday } from '../new-quote-line';

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Field errors of one step (empty object = the step is complete), named as the API names them. */
export function validateQuoteStep(
  step: QuoteStep,
  draft: QuoteDraft,
  today: string = localToday(),
  locale?: string,
): FieldErrors {
  if (step === 'lines' && draft.lines.length) return listProblems(draft.lines, today, {}, locale);
  const words = sdkMessages(locale);
  const errors: FieldErrors = {};
  const add = (field: QuoteField, message: string) => (errors[field] ??= []).push(message);
  const tooLong = (field: keyof typeof QUOTE_MAX_LENGTHS) => {
    if (draft[field].trim().length > QUOTE_MAX_LENGTHS[field])
      add(field, words.tooLong(QUOTE_MAX_LENGTHS[field]));
  };

  if (step === 'lines') {
    if (draft.listing === 'rent') {
      if (!isRealDate(draft.start_date)) add('start_date', words.startDateMissing);
      else if (draft.start_date < today) add('start_date', words.startDatePast);
    } else if (draft.listing === 'buy') {
      if (!draft.purchase_timeframe) add('purchase_timeframe', words.timeframeMissing);
    } else add('listing', words.listingMissing);
    return errors;
  }

  if (draft.lines.length && !draft.jobsite_address.trim())
    add('jobsite_address', words.jobsiteAddressMissing);
  if (!isValidZip(draft.jobsite_zip.trim())) add('jobsite_zip', words.invalidZip);
  if (!draft.name.trim()) add('name', words.nameMissing);
  if (!EMAIL.test(draft.email.trim())) add('email', words.emailInvalid);
  if ((draft.phone.match(/\d/g) ?? []).length < 7) add('phone', words.phoneInvalid);
  for (const field of Object.keys(QUOTE_MAX_LENGTHS) as (keyof typeof QUOTE_MAX_LENGTHS)[])
    tooLong(field);
  return errors;
}

/** The step that shows a field's error: `items.2.end_date` is the lines', `email` the details'. */
export function stepOfField(field: string): QuoteStep {
  return LINE_STEP_FIELDS.includes(field.split('.')[0]!) ? 'lines' : 'details';
}

/** The first step with an error in `errors`, or null. */
export function firstStepWithErrors(errors: FieldErrors): QuoteStep | null {
  const steps = new Set(Object.keys(errors).map(stepOfField));
  return QUOTE_STEPS.find((step) => steps.has(step)) ?? null;
}

/** The language of the confirmation e-mail (`locale` in the body; the server's default: `en`). */
export interface QuoteRequestLocale {
  locale?: 'en' | 'es';
}

/**
 * The dealer site a widget's request comes from (its publishable key, the page, the element): the
 * lead is credited to the site when the request's `Origin` is one of its origins.
 */
export type DealerSourceInput = components['schemas']['DealerSourceInput'];

/** What the quote flow sends: either body, with its `locale`. */
export type QuoteRequestBody = (QuoteListInput | QuoteRequestInput) & QuoteRequestLocale;

/**
 * The request body for `POST /equipment/request-quote`: a quote list (`items`) when there are
 * lines, else the single-unit body of a general request (`equipment_id: null`). A `locale` other
 * than English goes in the body (`locale: 'es'`), so the confirmation is written in it; English
 * bodies stay as they were. A widget on a dealer site adds its `source`; without one the body has
 * none.
 */
export function toQuoteRequest(
  draft: QuoteDraft,
  locale?: string,
  source?: DealerSourceInput | null,
): QuoteRequestBody {
  const language = sdkLocale(locale);
  const body = { ...toQuoteBody(draft), ...(source ? { source } : {}) };
  return language === 'en' ? body : { ...body, locale: language };
}

function toQuoteBody(draft: QuoteDraft): QuoteListInput | QuoteRequestInput {
  const optional = (value: string) => value.trim() || null;
  const contact = {
    jobsite_zip: draft.jobsite_zip.trim(),
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    company: optional(draft.company),
    notes: optional(draft.notes),
  };
  if (draft.lines.length)
    return {
      items: toQuoteItems(draft.lines),
      jobsite_address: draft.jobsite_address.trim(),
      po_number: optional(draft.po_number),
      ...contact,
    };
  const rent = draft.listing !== 'buy';
  return {
    equipment_id: null,
    listing: rent ? 'rent' : 'buy',
    start_date: rent ? draft.start_date : null,
    end_date: null,
    purchase_timeframe: rent ? null : draft.purchase_timeframe,
    quantity: 1,
    branch_id: draft.branch_id,
    ...contact,
  };
}
