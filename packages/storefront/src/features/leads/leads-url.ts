import type { Schemas } from '@liftline/sdk';
import { paths } from '@/config/paths';

export type LeadType = Schemas['LeadSummary']['type'];
export type LeadStatus = Schemas['LeadStatus'];
export type LeadSort = 'newest' | 'oldest';
/** `account`: the current account's leads; `all`: every account's (platform administrators). */
export type LeadScope = 'account' | 'all';
/** `storefront`: no dealer site credited; `dealer`: any dealer site (`listAccountLeads`' `source`). */
export type LeadSourceFilter = 'storefront' | 'dealer';

/** The inbox's state in the URL (shareable; Back works). Empty strings: no filter. */
export interface LeadsUrlState {
  type: LeadType | '';
  status: LeadStatus | '';
  branch_id: number | null;
  source: LeadSourceFilter | '';
  /** One dealer site's leads. */
  dealer_site_id: number | null;
  /** `YYYY-MM-DD` (UTC day), inclusive. */
  from: string;
  to: string;
  q: string;
  sort: LeadSort;
  page: number;
  scope: LeadScope;
}

export const LEAD_TYPES = ['quote', 'contact'] as const satisfies readonly LeadType[];
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'quoted',
  'won',
  'lost',
] as const satisfies readonly LeadStatus[];
export const LEAD_SOURCES = ['storefront', 'dealer'] as const satisfies readonly LeadSourceFilter[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** A positive id from the query, else null. */
function idOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The state of a URL's query; anything unknown or malformed is left out (no filter). */
export function parseLeadsUrl(search: string): LeadsUrlState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    type: oneOf(LEAD_TYPES, params.get('type')),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    branch_id: idOf(params.get('branch_id')),
    source: oneOf(LEAD_SOURCES, params.get('source')),
    dealer_site_id: idOf(params.get('dealer_site_id')),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    scope: params.get('scope') === 'all' ? 'all' : 'account',
  };
}

/**
 * The filters as the API's query (`listAccountLeads`, `listAdminLeads`, `exportAccountLeads`):
 * what is not set is left out, and so are the defaults (newest first).
 */
export function leadFilterQuery(state: LeadsUrlState) {
  return {
    type: state.type || undefined,
    status: state.status || undefined,
    branch_id: state.branch_id ?? undefined,
    source: state.source || undefined,
    dealer_site_id: state.dealer_site_id ?? undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    q: state.q || undefined,
    sort: state.sort === 'oldest' ? ('oldest' as const) : undefined,
  };
}

/** Whether any filter (not the order or the page) narrows the list. */
export function isFiltered(state: LeadsUrlState): boolean {
  return Boolean(
    state.type ||
    state.status ||
    state.branch_id ||
    state.source ||
    state.dealer_site_id ||
    state.from ||
    state.to ||
    state.q,
  );
}

/** The inbox's URL for a state, in a stable order, defaults left out. */
export function leadsHref(state: Partial<LeadsUrlState>): string {
  const params = new URLSearchParams();
  if (state.scope === 'all') params.set('scope', 'all');
  if (state.q) params.set('q', state.q);
  if (state.type) params.set('type', state.type);
  if (state.status) params.set('status', state.status);
  if (state.branch_id) params.set('branch_id', String(state.branch_id));
  if (state.source) params.set('source', state.source);
  if (state.dealer_site_id) params.set('dealer_site_id', String(state.dealer_site_id));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort === 'oldest') params.set('sort', 'oldest');
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `${paths.leads.getHref()}${query ? `?${query}` : ''}`;
}
