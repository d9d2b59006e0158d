import { ensureOk, type ApiClient, type Schemas } from '@liftline/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useApi } from '@/lib/api/api-provider';
import { leadFilterQuery, type LeadsUrlState } from './leads-url';
import { attachmentName } from '@/utils/save-file';

export type LeadSummary = Schemas['LeadSummary'];
export type Lead = Schemas['Lead'];
export type LeadEvent = Schemas['LeadEvent'];
export type LeadPerson = Schemas['LeadPerson'];

export const LEADS_PER_PAGE = 25;

/**
 * What working a lead makes stale: its detail, every inbox page (the account's and the platform's)
 * and with them the account navigation's count of new leads (`status=new&per_page=1`).
 */
export const LEAD_QUERIES = [
  ['get', '/account/{id}/leads'],
  ['get', '/account/{id}/leads/{reference}'],
  ['get', '/admin/leads'],
] as const;

const pageQuery = (state: LeadsUrlState) => ({
  ...leadFilterQuery(state),
  page: state.page > 1 ? state.page : undefined,
  per_page: LEADS_PER_PAGE,
});

/** One page of the account's leads (`listAccountLeads`); idle while `enabled` is false. */
export function useAccountLeads(accountId: number, state: LeadsUrlState, enabled = true) {
  return useApi().useQuery(
    'get',
    '/account/{id}/leads',
    { params: { path: { id: accountId }, query: pageQuery(state) } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** One page of every account's leads (`listAdminLeads`, platform administrators). */
export function useAdminLeads(state: LeadsUrlState, enabled: boolean) {
  return useApi().useQuery(
    'get',
    '/admin/leads',
    { params: { query: pageQuery(state) } },
    { placeholderData: keepPreviousData, enabled },
  );
}

/** One lead with its timeline (`getAccountLead`). */
export function useLead(accountId: number, reference: string) {
  return useApi().useQuery('get', '/account/{id}/leads/{reference}', {
    params: { path: { id: accountId, reference } },
  });
}

/** The members a lead can be assigned to (`listLeadAssignees`). */
export function useLeadAssignees(accountId: number) {
  return useApi().useQuery('get', '/account/{id}/leads/assignees', {
    params: { path: { id: accountId } },
  });
}

/** The dealer sites credited on the account's leads, for the source filter (`listLeadSources`). */
export function useLeadSources(accountId: number, enabled = true) {
  return useApi().useQuery(
    'get',
    '/account/{id}/leads/sources',
    { params: { path: { id: accountId } } },
    { staleTime: 5 * 60_000, enabled },
  );
}

/** The branches for the inbox's branch filter (the public directory, one page of 100). */
export function useBranchOptions() {
  return useApi().useQuery(
    'get',
    '/branches',
    { params: { query: { per_page: 100 } } },
    { staleTime: 10 * 60_000 },
  );
}

/** `leads-2026-11-25.csv`, or the name the server's `Content-Disposition` gives. */
export function csvFileName(response: Response, today = new Date()): string {
  return attachmentName(response, `leads-${today.toISOString().slice(0, 10)}.csv`);
}

/**
 * The filtered inbox as CSV (`exportAccountLeads`), through the client: the bearer token, and a
 * refresh and retry when it has expired (a plain link would rely on the short-lived cookie).
 */
export async function fetchLeadsCsv(
  client: ApiClient,
  accountId: number,
  state: LeadsUrlState,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, response } = await ensureOk(
    client.GET('/account/{id}/leads.csv', {
      params: { path: { id: accountId }, query: leadFilterQuery(state) },
      parseAs: 'blob',
    }),
  );
  return { blob: data as Blob, fileName: csvFileName(response) };
}
