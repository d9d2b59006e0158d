import type { Schemas } from '@liftline/sdk';

export type WidgetElement = Schemas['WidgetElement'];

/** What people read for a widget element (its tag name in a dealer's page). */
export const ELEMENT_LABELS: Readonly<Record<WidgetElement, string>> = {
  'find-branch': 'Branch finder',
  'request-quote': 'Request a quote',
  'quote-list-button': 'Quote list button',
  'equipment-list': 'Equipment list',
};

export const LEAD_TYPE_LABELS: Readonly<Record<Schemas['DealerLead']['type'], string>> = {
  quote: 'Quote request',
  contact: 'Message',
};

/** The elements that send requests (their quote dialog): the others never count a submit. */
export const SENDING_ELEMENTS: ReadonlySet<WidgetElement> = new Set([
  'request-quote',
  'quote-list-button',
]);
