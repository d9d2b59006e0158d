import { ensureOk, type ApiClient, type Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import { attachmentName } from '@/utils/save-file';

export type DealerSite = Schemas['DealerSite'];
export type DealerFunnel = Schemas['DealerFunnel'];
export type DealerLead = Schemas['DealerLead'];

export const DEALER_SITES_PER_PAGE = 50;

/** The `?page=` of a list's URL (1 when absent or malformed). */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
export const DEALER_LEADS_PER_PAGE = 20;

/** What a site write makes stale: the account's list and site, the platform's list, the funnels. */
export const DEALER_SITE_QUERIES = [
  ['get', '/account/{id}/dealer-sites'],
  ['get', '/account/{id}/dealer-sites/{siteId}'],
  ['get', '/account/{id}/dealer-sites/{siteId}/funnel'],
  ['get', '/admin/dealer-sites'],
] as const;

/** How often the sites page asks again while an active site's widgets were never seen. */
export const INSTALL_POLL_MS = 30_000;

/** Whether a page of sites holds an active site not seen yet (its "installed" line may change). */
export const awaitsInstall = (sites: { items: DealerSite[] } | undefined): boolean =>
  Boolean(sites?.items.some((site) => site.active && !site.last_event_at));

/**
 * One page of the account's sites (`listDealerSites`), active first then by name; asked again
 * every 30 s (visible tab only) while an active site was never seen, so "Installed" appears.
 */
export function useDealerSites(accountId: number, page: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/dealer-sites',
    {
      params: {
        path: { id: accountId },
        query: { page: page > 1 ? page : undefined, per_page: DEALER_SITES_PER_PAGE },
      },
    },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (awaitsInstall(query.state.data) ? INSTALL_POLL_MS : false),
    },
  );
}

/** One page of every account's sites (`listAdminDealerSites`, platform administrators). */
export function useAdminDealerSites(page: number) {
  return useApi().useQuery(
    'get',
    '/admin/dealer-sites',
    { params: { query: { page: page > 1 ? page : undefined, per_page: DEALER_SITES_PER_PAGE } } },
    { placeholderData: keepPreviousData },
  );
}

export interface FunnelRequest {
  siteId: number;
  from: string;
  to: string;
}

/** A site of the account's funnel (`getDealerSiteFunnel`); idle while `enabled` is false. */
export function useDealerFunnel(accountId: number, request: FunnelRequest, enabled = true) {
  const { siteId, from, to } = request;
  return useApi().useQuery(
    'get',
    '/account/{id}/dealer-sites/{siteId}/funnel',
    { params: { path: { id: accountId, siteId }, query: { from, to } } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** Any site's funnel (`getAdminDealerSiteFunnel`, platform administrators). */
export function useAdminDealerFunnel(request: FunnelRequest, enabled = true) {
  const { siteId, from, to } = request;
  return useApi().useQuery(
    'get',
    '/admin/dealer-sites/{siteId}/funnel',
    { params: { path: { siteId }, query: { from, to } } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** The leads one of the account's sites sent, with their status only (`listDealerLeads`). */
export function useDealerLeads(accountId: number, siteId: number, page: number) {
  return useApi().useQuery(
    'get',
    '/account/{id}/dealer-leads',
    {
      params: {
        path: { id: accountId },
        query: {
          site_id: siteId,
          page: page > 1 ? page : undefined,
          per_page: DEALER_LEADS_PER_PAGE,
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
}

/**
 * The funnel per day as CSV (`exportDealerSiteFunnel`), through the client: the bearer token and
 * its refresh, as the inbox's CSV.
 */
export async function fetchFunnelCsv(
  client: ApiClient,
  accountId: number,
  { siteId, from, to }: FunnelRequest,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await ensureOk(
    client.GET('/account/{id}/dealer-sites/{siteId}/funnel.csv', {
      params: { path: { id: accountId, siteId }, query: { from, to } },
      parseAs: 'blob',
    }),
  );
  return {
    blob: data as Blob,
    fileName: attachmentName(response, `dealer-site-${siteId}-${from}-${to}.csv`),
  };
}
