import { ensureOk, type ApiClient, type Schemas } from '@liftline/sdk';
import { useApi } from '@/lib/api/api-provider';
import { LEAD_QUERIES } from '../leads-api';

export type Quote = Schemas['Quote'];
export type QuoteInput = Schemas['QuoteInput'];
export type QuoteStatus = Quote['status'];
export type RateBasis = QuoteInput['lines'][number]['rate_basis'];
export type ChargeKind = QuoteInput['charges'][number]['kind'];

/** What a quote's change makes stale: the lead's versions, and the lead (sending moves it to quoted). */
export const QUOTE_QUERIES = [
  ['get', '/account/{id}/leads/{reference}/quotes'],
  ...LEAD_QUERIES,
] as const;

/** The lead's quote versions, newest first (`listLeadQuotes`). */
export function useLeadQuotes(accountId: number, reference: string) {
  return useApi().useQuery('get', '/account/{id}/leads/{reference}/quotes', {
    params: { path: { id: accountId, reference } },
  });
}

/** A quote pre-filled from the lead's request (`getLeadQuoteSuggestion`), read when asked for. */
export function useQuoteSuggestion(accountId: number, reference: string, enabled: boolean) {
  return useApi().useQuery(
    'get',
    '/account/{id}/leads/{reference}/quotes/suggestion',
    { params: { path: { id: accountId, reference } } },
    { enabled, staleTime: 0, gcTime: 0 },
  );
}

/** The quote's PDF as staff preview it (drafts too), through the client (its token refresh applies). */
export async function fetchQuotePdf(
  client: ApiClient,
  accountId: number,
  reference: string,
  quoteId: number,
): Promise<Blob> {
  const { data } = await ensureOk(
    client.GET('/account/{id}/leads/{reference}/quotes/{quoteId}/pdf', {
      params: { path: { id: accountId, reference, quoteId } },
      parseAs: 'blob',
    }),
  );
  return data as Blob;
}

/**
 * Opens a PDF in a new tab. The tab is opened at once, in the click's task (a tab opened after an
 * `await` is what pop-up blockers stop), and shown the file once it has arrived.
 */
export async function openPdf(fetchFile: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile();
    const href = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    // The tab keeps its own reference once loaded.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
