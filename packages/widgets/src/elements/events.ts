import type { LocatedBranch, QuoteRequestReceipt } from '@liftline/sdk';

/** `branch-change` on `<find-branch>`: a search in this element found and saved a branch. */
export const BRANCH_CHANGE_EVENT = 'branch-change';
/** `quote-submitted` on `<request-quote>`: the server stored the quote request. */
export const QUOTE_SUBMITTED_EVENT = 'quote-submitted';
/**
 * `equipment-select` on `<equipment-list>`: a unit's title or picture was activated. Cancelable:
 * `preventDefault()` keeps the visitor on the page (the dealer shows the unit itself).
 */
export const EQUIPMENT_SELECT_EVENT = 'equipment-select';

export interface BranchChangeDetail {
  branch: LocatedBranch;
  /** The zip code that was searched. */
  zip_code: string;
}

export interface QuoteSubmittedDetail {
  /** The stored request: `reference` (e.g. Q-2026-000123), `id`, `status`, `created_at`. */
  receipt: QuoteRequestReceipt;
}

export interface EquipmentSelectDetail {
  /** The unit's id (`GET /equipment/{id}`). */
  id: number;
}

export type BranchChangeEvent = CustomEvent<BranchChangeDetail>;
export type QuoteSubmittedEvent = CustomEvent<QuoteSubmittedDetail>;
export type EquipmentSelectEvent = CustomEvent<EquipmentSelectDetail>;
