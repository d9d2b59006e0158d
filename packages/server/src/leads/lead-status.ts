import type { components } from '@liftline/sdk/schema';
import { enumLabels } from '../api/enum-labels';

type Schemas = components['schemas'];
export type LeadStatus = Schemas['LeadStatus'];
export type PublicRequestStatus = Schemas['PublicRequestStatus'];
export type LeadType = 'quote' | 'contact';

/** How far along a status is: a lead only moves to a higher rank; won and lost are both final. */
const RANK: Record<LeadStatus, number> = { new: 0, contacted: 1, quoted: 2, won: 3, lost: 3 };

export const isFinal = (status: LeadStatus) => status === 'won' || status === 'lost';

/** Whether `from → to` is a step forward (skipping steps is allowed; nothing leaves won or lost). */
export const movesForward = (from: LeadStatus, to: LeadStatus) =>
  !isFinal(from) && RANK[to] > RANK[from];

/** The part of the status the customer sees (GET /user/requests and the status e-mails). */
export const PUBLIC_STATUS: Record<LeadStatus, PublicRequestStatus> = {
  new: 'received',
  contacted: 'in_progress',
  quoted: 'quoted',
  won: 'accepted',
  lost: 'closed',
};

/** What the customer reads for their request's status (the contract's `x-enum-labels`). */
export const publicStatusLabels = () => enumLabels<PublicRequestStatus>('PublicRequestStatus');

/** The statuses whose arrival the customer is told about by e-mail. */
export const CUSTOMER_NOTIFIED: ReadonlySet<LeadStatus> = new Set(['quoted', 'won', 'lost']);

/** `Q-…` is a quote request, `C-…` a message (the document's LeadReference pattern). */
export const leadTypeOf = (reference: string): LeadType =>
  reference.startsWith('Q-') ? 'quote' : 'contact';
