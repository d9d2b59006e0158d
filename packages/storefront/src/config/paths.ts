/**
 * The one route table of the storefront. Components link with `paths.x.getHref(...)` and the router
 * matches `paths.x.path`; no URL strings elsewhere.
 */

import type { EquipmentCategorySlug } from './equipment-categories';

export interface EquipmentSearch {
  q?: string;
  category?: EquipmentCategorySlug;
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

const ACCOUNT = '/authorized/account';

export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  equipmentInventory: {
    path: '/eq-inventory',
    getHref: () => '/eq-inventory',
  },
  equipment: {
    path: '/equipment',
    getHref: (search: EquipmentSearch = {}) =>
      withQuery('/equipment', { q: search.q, category: search.category }),
  },
  equipmentDetail: {
    path: '/equipment/:equipment_id',
    getHref: (id: number | string) => `/equipment/${encodeURIComponent(String(id))}`,
  },
  invite: {
    path: '/invite',
    getHref: () => '/invite',
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: () => '/verify-email',
  },
  upgradeRequired: {
    path: '/guest/upgrade-required',
    getHref: () => '/guest/upgrade-required',
  },
  login: {
    path: '/guest/user/login',
    getHref: (returnTo?: string | null) =>
      withQuery('/guest/user/login', { returnTo: safeReturnTo(returnTo) ?? undefined }),
  },
  register: {
    path: '/guest/user/register',
    getHref: () => '/guest/user/register',
  },
  forgotPassword: {
    path: '/guest/user/forgot-password',
    getHref: () => '/guest/user/forgot-password',
  },
  resetPassword: {
    path: '/guest/user/reset-password',
    getHref: () => '/guest/user/reset-password',
  },
  acceptInvite: {
    path: '/authorized/accept-invite',
    getHref: () => '/authorized/accept-invite',
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
