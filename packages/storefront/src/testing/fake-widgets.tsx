import type { BranchFinderProps, RequestQuoteProps } from '@liftline/widgets';

/**
 * Stand-in for `@liftline/widgets` in unit tests of the app shell:
 * `vi.mock('@liftline/widgets', () => import('@/testing/fake-widgets'))`.
 * Clicking the trigger reports a search failure, so the host's error handling can be observed.
 */
export function BranchFinder({
  label = 'Find Local Branch',
  className,
  onSearchError,
}: BranchFinderProps) {
  return (
    <div className={className} data-testid="branch-finder">
      <button
        type="button"
        onClick={() => onSearchError?.('Unable to locate branch for zip code 00000')}
      >
        {label}
      </button>
    </div>
  );
}

export const DEFAULT_BRANCH_FINDER_LABEL = 'Find Local Branch';
export const TOAST_DURATION_MS = 5000;

/** Stand-in for the request-quote widget: its button only (the dialog is the widgets' to test). */
export function RequestQuote({ buttonText, className }: RequestQuoteProps) {
  return (
    <div className={className}>
      <button type="button" aria-haspopup="dialog">
        {buttonText || DEFAULT_REQUEST_QUOTE_TEXT}
      </button>
    </div>
  );
}

export const DEFAULT_REQUEST_QUOTE_TEXT = 'Request a Quote';
