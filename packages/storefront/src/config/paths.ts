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
