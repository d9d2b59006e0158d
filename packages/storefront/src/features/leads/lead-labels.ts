import { LEAD_STATUS_LABELS, type Schemas } from '@liftline/sdk';
import type { BadgeTone } from '@/components/ui/badge/badge';
import { LEAD_STATUSES, type LeadStatus, type LeadType } from './leads-url';

/**
 * What people read for a lead's `type`: the contract's `x-enum-labels` of `LeadSummary.type` (an
 * inline enum, which the SDK's label generator does not reach; lead-labels.test.ts compares them).
 */
export const LEAD_TYPE_LABELS: Readonly<Record<LeadType, string>> = {
  quote: 'Quote request',
  contact: 'Message',
};

export const LISTING_LABELS: Readonly<Record<NonNullable<Schemas['Lead']['listing']>, string>> = {
  rent: 'Rent',
  buy: 'Buy',
};

export const STATUS_TONES: Readonly<Record<LeadStatus, BadgeTone>> = {
  new: 'info',
  contacted: 'warning',
  quoted: 'warning',
  won: 'success',
  lost: 'neutral',
};

export const statusLabel = (status: LeadStatus) => LEAD_STATUS_LABELS[status];

/** `won` and `lost` end a lead: nothing comes after them. */
const isFinal = (status: LeadStatus) => status === 'won' || status === 'lost';

/**
 * The statuses a lead may move to: only forward (`new → contacted → quoted → won | lost`, steps may
 * be skipped), none once final.
 */
export function laterStatuses(current: LeadStatus): LeadStatus[] {
  if (isFinal(current)) return [];
  return LEAD_STATUSES.slice(LEAD_STATUSES.indexOf(current) + 1);
}
