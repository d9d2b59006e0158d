import type { LocatedBranch, QuoteRequestReceipt } from '@liftline/sdk';

/** `branch-change` on `<find-branch>`: a search in this element found and saved a branch. */
export const BRANCH_CHANGE_EVENT = 'branch-change';
/** `quote-submitted` on `<request-quote>`: the server stored the quote request. */
export const QUOTE_SUBMITTED_EVENT = 'quote-submitted';

export interface BranchChangeDetail {
  branch: LocatedBranch;
  /** The zip code that was searched. */
  zip_code: string;
}

export interface QuoteSubmittedDetail {
  /** The stored request: `reference` (e.g. Q-2026-000123), `id`, `status`, `created_at`. */
  receipt: QuoteRequestReceipt;
}

export type BranchChangeEvent = CustomEvent<BranchChangeDetail>;
export type QuoteSubmittedEvent = CustomEvent<QuoteSubmittedDetail>;
