/**
 * The one route table of the storefront. Components link with `paths.x.getHref(...)` and the router
 * matches `paths.x.path`; no URL strings elsewhere.
 */

import type { operations, Schemas } from '@liftline/sdk';
import type { EquipmentCategorySlug } from './equipment-categories';

/** The orders of `GET /equipment` (`sort`); `relevance` ranks by `q` and is `newest` without one. */
export type EquipmentSort = NonNullable<
  NonNullable<operations['listEquipment']['parameters']['query']>['sort']
>;

/**
 * What a catalog page (`/equipment`, `/eq-inventory`) shows: search text, filters, order and page.
 * The keys are the query parameters of the URL and of `GET /equipment`. Parse a URL into one with
 * `parseEquipmentSearch` (features/catalog); `getHref` writes it back.
 */
export interface EquipmentSearch {
  q?: string;
  category?: EquipmentCategorySlug;
  make?: string;
  /** `rent` (units for rent) or `buy` (units for sale). */
  listing?: Schemas['ListingType'];
  fuel_type?: Schemas['FuelType'];
  capacity_min?: number;
  capacity_max?: number;
  lift_height_min?: number;
  lift_height_max?: number;
  year_min?: number;
  year_max?: number;
  /** Daily rental rate when `listing=rent`, otherwise sale price (USD). */
  price_min?: number;
  price_max?: number;
  sort?: EquipmentSort;
  /** 1-based. */
  page?: number;
}

/** The URL's parameter order: the same search always gives the same URL. */
export const EQUIPMENT_SEARCH_KEYS = [
  'q',
  'category',
  'make',
  'listing',
  'fuel_type',
  'capacity_min',
  'capacity_max',
  'lift_height_min',
  'lift_height_max',
  'year_min',
  'year_max',
  'price_min',
  'price_max',
  'sort',
  'page',
] as const satisfies readonly (keyof EquipmentSearch)[];

/** Whether `sort` is what the listing does anyway (relevance with `q`, newest without). */
export function isDefaultSort(sort: EquipmentSort | undefined, q: string | undefined): boolean {
  return !sort || sort === 'relevance' || (sort === 'newest' && !q?.trim());
}

/** `?q=…&category=…` in a stable order, defaults (page 1, the default sort) left out. */
function equipmentHref(path: string, search: EquipmentSearch): string {
  const query: Record<string, string | undefined> = {};
  for (const key of EQUIPMENT_SEARCH_KEYS) {
    const value = search[key];
    if (value === undefined || value === null) continue;
    if (key === 'page' && Number(value) <= 1) continue;
    if (key === 'sort' && isDefaultSort(search.sort, search.q)) continue;
    query[key] = String(value);
  }
  return withQuery(path, query);
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const trimmed = value?.trim();
    if (trimmed) params.set(key, trimmed);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A local path to come back to after logging in; anything else (other origins, `//x`) is refused. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

export interface RegisterLinkOptions {
  returnTo?: string | null;
  email?: string;
  invite?: string;
}

const ACCOUNT = '/authorized/account';

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  /** Units on hand at the visitor's saved local branch, with the catalog's filters. */
  equipmentInventory: {
    path: '/eq-inventory',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/eq-inventory', search),
  },
  /** The whole published catalog, across all branches. */
  equipment: {
    path: '/equipment',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/equipment', search),
  },
  equipmentDetail: {
    path: '/equipment/:equipment_id',
    getHref: (id: number | string) => `/equipment/${encodeURIComponent(String(id))}`,
  },
  /** The invite e-mail's link: `/invite?token=…`. */
  invite: {
    path: '/invite',
    getHref: (token?: string) => withQuery('/invite', { token }),
  },
  /** The verification e-mail's link: `/verify-email?token=…`. */
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) => withQuery('/verify-email', { token }),
  },
  /** The e-mail change notice's "this wasn't me" link: `/report-email-change?token=…`. */
  reportEmailChange: {
    path: '/report-email-change',
    getHref: (token?: string) => withQuery('/report-email-change', { token }),
  },
  /** `from`: the page to load again with the current version. */
  upgradeRequired: {
    path: '/guest/upgrade-required',
    getHref: (from?: string | null) =>
      withQuery('/guest/upgrade-required', { from: safeReturnTo(from) ?? undefined }),
  },
  login: {
    path: '/guest/user/login',
    getHref: (returnTo?: string | null, email?: string) =>
      withQuery('/guest/user/login', { returnTo: safeReturnTo(returnTo) ?? undefined, email }),
  },
  /** `invite`: the token of the invite to accept once registered; `email` prefills the form. */
  register: {
    path: '/guest/user/register',
    getHref: ({ returnTo, email, invite }: RegisterLinkOptions = {}) =>
      withQuery('/guest/user/register', {
        returnTo: safeReturnTo(returnTo) ?? undefined,
        email,
        invite,
      }),
  },
  forgotPassword: {
    path: '/guest/user/forgot-password',
    getHref: (email?: string) => withQuery('/guest/user/forgot-password', { email }),
  },
  /** The reset e-mail's link: `/guest/user/reset-password?token=…&email=…`. */
  resetPassword: {
    path: '/guest/user/reset-password',
    getHref: (token?: string, email?: string) =>
      withQuery('/guest/user/reset-password', { token, email }),
  },
  acceptInvite: {
    path: '/authorized/accept-invite',
    getHref: (token?: string) => withQuery('/authorized/accept-invite', { token }),
  },
  verificationRequired: {
    path: '/authorized/verification-required',
    getHref: () => '/authorized/verification-required',
  },
  /** The account area; its children are nested under it (`nest`), their `path` relative to it. */
  account: {
    path: ACCOUNT,
    getHref: () => ACCOUNT,
  },
  accountDashboard: {
    path: '/',
    getHref: () => ACCOUNT,
  },
  manageRoles: {
    path: '/admin/manage-roles',
    getHref: () => `${ACCOUNT}/admin/manage-roles`,
  },
  manageUsers: {
    path: '/admin/manage-users',
    getHref: () => `${ACCOUNT}/admin/manage-users`,
  },
  products: {
    path: '/admin/products',
    getHref: () => `${ACCOUNT}/admin/products`,
  },
  product: {
    path: '/admin/products/:product_id',
    getHref: (id: number | string) => `${ACCOUNT}/admin/products/${encodeURIComponent(String(id))}`,
  },
} as const;

/** The routes whose screens use the authentication layout (a bare page). */
export const AUTH_LAYOUT_PREFIX = '/guest/user/';
