import { unwrap, type Schemas } from '@liftline/sdk';
import { useApi, useApiClient } from '@/lib/api/api-provider';

export type PublicQuote = Schemas['PublicQuote'];
export type PublicQuoteLine = PublicQuote['lines'][number];
export type PublicQuoteCharge = PublicQuote['charges'][number];

/** The query of one quote by its link's token (`getPublicQuote`): the accept and decline answers make it stale. */
export const quoteOfferKey = (token: string) =>
  ['get', '/quotes/{token}', { params: { path: { token } } }] as const;

/**
 * The quote the link names (`GET /quotes/{token}`), never cached across visits (`no-store`: the
 * branch may send a new version, the customer may answer it from another device).
 */
export function useQuoteOffer(token: string) {
  return useApi().useQuery(
    'get',
    '/quotes/{token}',
    { params: { path: { token } } },
    { staleTime: 0, retry: false },
  );
}

/** `POST /quotes/{token}/decline`. */
export function useDeclineQuote(token: string) {
  const client = useApiClient();
  return (reason: string | null) =>
    unwrap(
      client.POST('/quotes/{token}/decline', {
        params: { path: { token } },
        body: reason ? { reason } : {},
      }),
    );
}
