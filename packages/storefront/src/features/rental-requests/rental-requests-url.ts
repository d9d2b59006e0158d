import type { Schemas } from '@liftline/sdk';
import { paths } from '@/config/paths';

export type RentalRequestKind = Schemas['RentalRequestKind'];
export type RentalRequestStatus = Schemas['RentalRequestStatus'];

/** The inbox's state in the URL (shareable; Back works). Empty strings: no filter. */
export interface RentalRequestsUrlState {
  /** The search (customer, unit, reference, call-off number); empty: none. */
  q: string;
  kind: RentalRequestKind | '';
  status: RentalRequestStatus | '';
  page: number;
}

export const REQUEST_KINDS = [
  'extension',
  'off_rent',
  'service',
] as const satisfies readonly RentalRequestKind[];

export const REQUEST_STATUSES = [
  'pending',
  'open',
  'approved',
  'confirmed',
  'scheduled',
  'returned',
  'resolved',
  'refused',
] as const satisfies readonly RentalRequestStatus[];

/** The statuses a request of each kind goes through (the status filter offers only these). */
export const STATUSES_OF_KIND: Readonly<Record<RentalRequestKind, readonly RentalRequestStatus[]>> =
  {
    extension: ['pending', 'approved', 'refused'],
    off_rent: ['pending', 'confirmed', 'returned', 'refused'],
    service: ['open', 'scheduled', 'resolved'],
  };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The state of a URL's query; anything unknown or malformed is left out (no filter). */
export function parseRentalRequestsUrl(search: string): RentalRequestsUrlState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    kind: oneOf(REQUEST_KINDS, params.get('kind')),
    status: oneOf(REQUEST_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters as the API's query (`listAccountRentalRequests`): what is not set is left out. */
export function rentalRequestsQuery(state: RentalRequestsUrlState) {
  return {
    q: state.q || undefined,
    kind: state.kind || undefined,
    status: state.status || undefined,
    page: state.page > 1 ? state.page : undefined,
  };
}

/** The inbox's URL for a state, in a stable order, defaults left out. */
export function rentalRequestsHref(state: Partial<RentalRequestsUrlState> = {}): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.kind) params.set('kind', state.kind);
  if (state.status) params.set('status', state.status);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return `${paths.rentalRequests.getHref()}${query ? `?${query}` : ''}`;
}
