import type { components } from '../schema';
import type { FieldErrors } from '../errors';
import { isValidZip } from '../zip';

export type QuoteRequestInput = components['schemas']['QuoteRequestInput'];
export type QuoteRequestReceipt = components['schemas']['QuoteRequestReceipt'];
export type PurchaseTimeframe = components['schemas']['PurchaseTimeframe'];
export type Listing = QuoteRequestInput['listing'];

/** The steps of the request-a-quote flow, in order. */
export const QUOTE_STEPS = [
  'equipment',
  'listing',
  'schedule',
  'details',
  'contact',
  'notes',
] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];

/** What the customer has entered so far (strings as typed; converted on submit). */
export interface QuoteDraft {
  equipment_id: number | null;
  /** Shown to the customer ("2021 Toyota 8FGCU25 …"); not sent. */
  equipment_label: string | null;
  listing: Listing | null;
  start_date: string;
  end_date: string;
  purchase_timeframe: PurchaseTimeframe | null;
  quantity: number;
  jobsite_zip: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  notes: string;
  branch_id: number | null;
}

export const PURCHASE_TIMEFRAMES: readonly { value: PurchaseTimeframe; label: string }[] = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-30-days', label: 'Within 30 days' },
  { value: 'within-90-days', label: 'Within 90 days' },
  { value: 'just-researching', label: 'Just researching' },
];

/** Which step owns each field: server field errors (422) are shown on that step. */
export const FIELD_STEP: Record<keyof QuoteRequestInput, QuoteStep> = {
  equipment_id: 'equipment',
  listing: 'listing',
  start_date: 'schedule',
  end_date: 'schedule',
  purchase_timeframe: 'schedule',
  quantity: 'details',
  jobsite_zip: 'details',
  branch_id: 'details',
  name: 'contact',
  email: 'contact',
  phone: 'contact',
  company: 'contact',
  notes: 'notes',
};

export const NOTES_MAX_LENGTH = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (YYYY-MM-DD) in the customer's time zone. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Field errors of one step (empty object = the step is complete). */
export function validateQuoteStep(
  step: QuoteStep,
  draft: QuoteDraft,
  today: string = localToday(),
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: keyof QuoteDraft, message: string) => (errors[field] ??= []).push(message);

  switch (step) {
    case 'equipment':
      // A specific unit, or a general request (equipment_id null) described in the notes.
      if (
        draft.equipment_id !== null &&
        (!Number.isInteger(draft.equipment_id) || draft.equipment_id < 1)
      ) {
        add('equipment_id', 'Choose the equipment again');
      }
      break;
    case 'listing':
      if (draft.listing !== 'rent' && draft.listing !== 'buy')
        add('listing', 'Choose whether you want to rent or buy');
      break;
    case 'schedule':
      if (draft.listing === 'rent') {
        if (!draft.start_date) add('start_date', 'Enter the rental start date');
        else if (!isRealDate(draft.start_date)) add('start_date', 'Enter a valid date');
        else if (draft.start_date < today)
          add('start_date', 'The start date cannot be in the past');
        if (!draft.end_date) add('end_date', 'Enter the rental end date');
        else if (!isRealDate(draft.end_date)) add('end_date', 'Enter a valid date');
        else if (isRealDate(draft.start_date) && draft.end_date < draft.start_date) {
          add('end_date', 'The end date must be on or after the start date');
        }
      } else if (draft.listing === 'buy') {
        if (!draft.purchase_timeframe) add('purchase_timeframe', 'Choose when you plan to buy');
      } else {
        add('listing', 'Choose whether you want to rent or buy');
      }
      break;
    case 'details':
      if (!Number.isInteger(draft.quantity) || draft.quantity < 1 || draft.quantity > 99) {
        add('quantity', 'Enter a quantity between 1 and 99');
      }
      if (!isValidZip(draft.jobsite_zip))
        add('jobsite_zip', 'Please provide a five digit zip code');
      break;
    case 'contact':
      if (!draft.name.trim()) add('name', 'Enter your name');
      else if (draft.name.trim().length > 100) add('name', 'Use at most 100 characters');
      if (!EMAIL.test(draft.email.trim())) add('email', 'Enter a valid e-mail address');
      if ((draft.phone.match(/\d/g) ?? []).length < 7 || draft.phone.trim().length > 30) {
        add('phone', 'Enter a phone number we can call');
      }
      if (draft.company.trim().length > 150) add('company', 'Use at most 150 characters');
      break;
    case 'notes':
      if (draft.notes.length > NOTES_MAX_LENGTH)
        add('notes', `Use at most ${NOTES_MAX_LENGTH} characters`);
      break;
  }
  return errors;
}

/** The first step with an error in `errors`, or null. */
export function firstStepWithErrors(errors: FieldErrors): QuoteStep | null {
  const steps = new Set(
    Object.keys(errors).map((field) => FIELD_STEP[field as keyof QuoteRequestInput] ?? 'notes'),
  );
  return QUOTE_STEPS.find((step) => steps.has(step)) ?? null;
}

/** The request body for `POST /equipment/request-quote`. */
export function toQuoteRequest(draft: QuoteDraft): QuoteRequestInput {
  const rent = draft.listing === 'rent';
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    equipment_id: draft.equipment_id,
    listing: draft.listing ?? 'rent',
    start_date: rent ? draft.start_date : null,
    end_date: rent ? draft.end_date || null : null,
    purchase_timeframe: rent ? null : draft.purchase_timeframe,
    quantity: draft.quantity,
    jobsite_zip: draft.jobsite_zip,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    company: optional(draft.company),
    notes: optional(draft.notes),
    branch_id: draft.branch_id,
  };
}
