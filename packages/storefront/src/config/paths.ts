/**
 * The one route table of the storefront. Each entry declares a page once: its path pattern, how to
 * link to it (`getHref`), its lazily loaded module, its guards and permission, its layout, its
 * title and breadcrumb. The router (app/router.tsx), the link prefetch, the prerendered pages and
 * the server's list of page paths (`dist/routes.json`) are derived from it. Components link with
 * `paths.x.getHref(...)`; no URL strings elsewhere.
 *
 * Adding a page: one entry here plus its module in app/routes/.
 */

import { equipmentHref, type EquipmentSearch } from './equipment-search-url';
import { safeReturnTo } from './return-to';
import { route, type GuardName, type RouteEntry } from './route-entry';
import { withQuery } from './with-query';

export interface RegisterLinkOptions {
  returnTo?: string | null;
  email?: string;
  invite?: string;
}

const ACCOUNT = '/authorized/account';

const SIGNED_IN: readonly GuardName[] = ['authenticated'];
const MEMBER: readonly GuardName[] = ['authenticated', 'verified'];
const PLATFORM_ADMIN: readonly GuardName[] = [...MEMBER, 'platform-admin'];

export const paths = {
  home: route({
    path: '/',
    getHref: () => '/',
    load: () => import('@/app/routes/home'),
    prerender: 'src/app/routes/home.tsx',
    indexable: true,
  }),
  /** Units on hand at the visitor's saved local branch, with the catalog's filters. */
  equipmentInventory: route({
    path: '/eq-inventory',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/eq-inventory', search),
    load: () => import('@/app/routes/equipment-inventory'),
    title: 'Equipment inventory',
    breadcrumb: { name: 'Inventory' },
    prerender: 'src/app/routes/equipment-inventory.tsx',
  }),
  /** The whole published catalog, across all branches. */
  equipment: route({
    path: '/equipment',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/equipment', search),
    load: () => import('@/app/routes/equipment'),
    title: 'Equipment',
    breadcrumb: { name: 'Equipment' },
    prerender: 'src/app/routes/equipment.tsx',
    indexable: true,
  }),
  equipmentDetail: route({
    path: '/equipment/:equipment_id',
    getHref: (id: number | string) => `/equipment/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/equipment-detail'),
    shell: 'src/app/routes/equipment-detail.tsx',
    serverRendered: true,
  }),
  /**
   * The visitor's quote list (kept in local storage): its lines with dates and estimates, then the
   * jobsite and contact, sent as one request. Personal, so neither prerendered nor indexable.
   */
  quoteList: route({
    path: '/quote',
    getHref: () => '/quote',
    load: () => import('@/app/routes/quote'),
    title: 'Your quote request',
    breadcrumb: { name: 'Quote request' },
  }),
  /** The branch directory: every active branch, by state and city (`?q=` searches). */
  branches: route({
    path: '/branches',
    getHref: (q?: string) => withQuery('/branches', { q }),
    load: () => import('@/app/routes/branches'),
    title: 'Branches',
    breadcrumb: { name: 'Branches' },
    indexable: true,
  }),
  /** One branch: address, hours, closures, its units and a contact form. */
  branch: route({
    path: '/branches/:branch_id',
    getHref: (id: number | string) => `/branches/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/branch'),
    shell: 'src/app/routes/branch.tsx',
  }),
  /** Who we are: the business, how it works, where it is. */
  about: route({
    path: '/about',
    getHref: () => '/about',
    load: () => import('@/app/routes/about'),
    title: 'About Liftline',
    breadcrumb: { name: 'About' },
    prerender: 'src/app/routes/about.tsx',
  }),
  /** How to reach us: the head-office phone, the branch directory and its contact forms. */
  contact: route({
    path: '/contact',
    getHref: () => '/contact',
    load: () => import('@/app/routes/contact'),
    title: 'Contact us',
    breadcrumb: { name: 'Contact' },
    prerender: 'src/app/routes/contact.tsx',
  }),
  /** The rental terms and conditions. */
  terms: route({
    path: '/terms',
    getHref: () => '/terms',
    load: () => import('@/app/routes/terms'),
    title: 'Terms of rental',
    breadcrumb: { name: 'Terms of rental' },
    prerender: 'src/app/routes/terms.tsx',
  }),
  /** The privacy policy. */
  privacy: route({
    path: '/privacy',
    getHref: () => '/privacy',
    load: () => import('@/app/routes/privacy'),
    title: 'Privacy policy',
    breadcrumb: { name: 'Privacy' },
    prerender: 'src/app/routes/privacy.tsx',
  }),
  /** The invite e-mail's link: `/invite?token=…`. */
  invite: route({
    path: '/invite',
    getHref: (token?: string) => withQuery('/invite', { token }),
    load: () => import('@/app/routes/invite'),
    title: 'Account invitation',
    breadcrumb: { name: 'Invitation' },
  }),
  /** The verification e-mail's link: `/verify-email?token=…`. */
  verifyEmail: route({
    path: '/verify-email',
    getHref: (token?: string) => withQuery('/verify-email', { token }),
    load: () => import('@/app/routes/verify-email'),
    title: 'Verify your e-mail address',
    breadcrumb: { name: 'Verify e-mail' },
  }),
  /** The e-mail change notice's "this wasn't me" link: `/report-email-change?token=…`. */
  reportEmailChange: route({
    path: '/report-email-change',
    getHref: (token?: string) => withQuery('/report-email-change', { token }),
    load: () => import('@/app/routes/report-email-change'),
    title: 'Secure your account',
    breadcrumb: { name: 'Report e-mail change' },
  }),
  /** `from`: the page to load again with the current version. */
  upgradeRequired: route({
    path: '/guest/upgrade-required',
    getHref: (from?: string | null) =>
      withQuery('/guest/upgrade-required', { from: safeReturnTo(from) ?? undefined }),
    load: () => import('@/app/routes/upgrade-required'),
    title: 'Please reload Liftline',
    breadcrumb: { name: 'Update required' },
  }),
  login: route({
    path: '/guest/user/login',
    getHref: (returnTo?: string | null, email?: string) =>
      withQuery('/guest/user/login', { returnTo: safeReturnTo(returnTo) ?? undefined, email }),
    load: () => import('@/app/routes/guest/login'),
    layout: 'auth',
    title: 'Log in',
    breadcrumb: { name: 'Log in' },
  }),
  /** `invite`: the token of the invite to accept once registered; `email` prefills the form. */
  register: route({
    path: '/guest/user/register',
    getHref: ({ returnTo, email, invite }: RegisterLinkOptions = {}) =>
      withQuery('/guest/user/register', {
        returnTo: safeReturnTo(returnTo) ?? undefined,
        email,
        invite,
      }),
    load: () => import('@/app/routes/guest/register'),
    layout: 'auth',
    title: 'Create an account',
    breadcrumb: { name: 'Create an account' },
  }),
  forgotPassword: route({
    path: '/guest/user/forgot-password',
    getHref: (email?: string) => withQuery('/guest/user/forgot-password', { email }),
    load: () => import('@/app/routes/guest/forgot-password'),
    layout: 'auth',
    title: 'Forgot your password?',
    breadcrumb: { name: 'Forgot password', parent: 'login' },
  }),
  /** The reset e-mail's link: `/guest/user/reset-password?token=…&email=…`. */
  resetPassword: route({
    path: '/guest/user/reset-password',
    getHref: (token?: string, email?: string) =>
      withQuery('/guest/user/reset-password', { token, email }),
    load: () => import('@/app/routes/guest/reset-password'),
    layout: 'auth',
    title: 'Choose a new password',
    breadcrumb: { name: 'Reset password', parent: 'login' },
  }),
  acceptInvite: route({
    path: '/authorized/accept-invite',
    getHref: (token?: string) => withQuery('/authorized/accept-invite', { token }),
    load: () => import('@/app/routes/accept-invite'),
    guards: SIGNED_IN,
    title: 'Accept invitation',
    breadcrumb: { name: 'Accept invitation' },
  }),
  verificationRequired: route({
    path: '/authorized/verification-required',
    getHref: () => '/authorized/verification-required',
    load: () => import('@/app/routes/verification-required'),
    guards: SIGNED_IN,
    breadcrumb: { name: 'Verification required' },
  }),
  /** The account area's dashboard; the admin pages are under it. */
  account: route({
    path: ACCOUNT,
    getHref: () => ACCOUNT,
    load: () => import('@/app/routes/account/dashboard'),
    guards: MEMBER,
    title: 'Your account',
    breadcrumb: { name: 'Account' },
  }),
  /** The account's lead inbox: quote requests and messages (filters in the query, features/leads). */
  leads: route({
    path: `${ACCOUNT}/leads`,
    getHref: () => `${ACCOUNT}/leads`,
    load: () => import('@/app/routes/account/leads'),
    guards: MEMBER,
    permission: 'leads.view',
    title: 'Leads',
    breadcrumb: { name: 'Leads', parent: 'account' },
  }),
  /** Holds and won quotes on the account's units (`?unit=` keeps one unit's; features/bookings). */
  bookings: route({
    path: `${ACCOUNT}/bookings`,
    getHref: () => `${ACCOUNT}/bookings`,
    load: () => import('@/app/routes/account/bookings'),
    guards: MEMBER,
    permission: 'leads.view',
    title: 'Bookings',
    breadcrumb: { name: 'Bookings', parent: 'account' },
  }),
  /** One lead (`Q-2026-000123`, `C-2026-000881`): what the customer sent, its timeline, its work. */
  lead: route({
    path: `${ACCOUNT}/leads/:reference`,
    getHref: (reference: string) => `${ACCOUNT}/leads/${encodeURIComponent(reference)}`,
    load: () => import('@/app/routes/account/lead'),
    guards: MEMBER,
    permission: 'leads.view',
  }),
  manageRoles: route({
    path: `${ACCOUNT}/admin/manage-roles`,
    getHref: () => `${ACCOUNT}/admin/manage-roles`,
    load: () => import('@/app/routes/account/manage-roles'),
    guards: MEMBER,
    permission: 'roles.view',
    title: 'Manage roles',
    breadcrumb: { name: 'Manage roles', parent: 'account' },
  }),
  manageUsers: route({
    path: `${ACCOUNT}/admin/manage-users`,
    getHref: () => `${ACCOUNT}/admin/manage-users`,
    load: () => import('@/app/routes/account/manage-users'),
    guards: MEMBER,
    permission: 'users.view',
    title: 'Manage users',
    breadcrumb: { name: 'Manage users', parent: 'account' },
  }),
  products: route({
    path: `${ACCOUNT}/admin/products`,
    getHref: () => `${ACCOUNT}/admin/products`,
    load: () => import('@/app/routes/account/products'),
    guards: MEMBER,
    permission: 'products.view',
    title: 'Products',
    breadcrumb: { name: 'Products', parent: 'account' },
  }),
  adminAccounts: route({
    path: `${ACCOUNT}/admin/accounts`,
    getHref: () => `${ACCOUNT}/admin/accounts`,
    load: () => import('@/app/routes/account/admin-accounts'),
    guards: PLATFORM_ADMIN,
    title: 'Accounts',
    breadcrumb: { name: 'Accounts', parent: 'account' },
  }),
  /** Every branch, deactivated ones included (platform admins); `?q=` searches. */
  adminBranches: route({
    path: `${ACCOUNT}/admin/branches`,
    getHref: (q?: string) => withQuery(`${ACCOUNT}/admin/branches`, { q }),
    load: () => import('@/app/routes/account/admin-branches'),
    guards: PLATFORM_ADMIN,
    title: 'Branches',
    breadcrumb: { name: 'Branches', parent: 'account' },
  }),
  /** Before `adminBranch`: `new` is not a branch id. */
  adminBranchNew: route({
    path: `${ACCOUNT}/admin/branches/new`,
    getHref: () => `${ACCOUNT}/admin/branches/new`,
    load: () => import('@/app/routes/account/admin-branch-new'),
    guards: PLATFORM_ADMIN,
    title: 'New branch',
    breadcrumb: { name: 'New branch', parent: 'adminBranches' },
  }),
  adminBranch: route({
    path: `${ACCOUNT}/admin/branches/:branch_id`,
    getHref: (id: number | string) => `${ACCOUNT}/admin/branches/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/account/admin-branch'),
    guards: PLATFORM_ADMIN,
  }),
  product: route({
    path: `${ACCOUNT}/admin/products/:product_id`,
    getHref: (id: number | string) => `${ACCOUNT}/admin/products/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/account/product'),
    guards: MEMBER,
    permission: 'products.view',
  }),
} as const;

export type RouteName = keyof typeof paths;

/** The table as a list, in matching order (the first entry whose pattern matches wins). */
export const ROUTES: readonly (RouteEntry & { name: RouteName })[] = (
  Object.keys(paths) as RouteName[]
).map((name) => ({ ...(paths[name] as RouteEntry), name }));

/**
 * A page's breadcrumb trail after Home, from the table: its parents' links, then its own (`name`
 * overrides its own link's text, e.g. a unit's name).
 */
export function breadcrumbsOf(
  name: RouteName,
  own?: { name: string; path: string },
): { name: string; path: string }[] {
  const trail: { name: string; path: string }[] = [];
  let current: string | undefined = name;
  while (current) {
    const entry: RouteEntry | undefined = (paths as Record<string, RouteEntry>)[current];
    if (!entry) throw new Error(`The breadcrumb parent "${current}" is not a route.`);
    const href = (entry.getHref as () => string)();
    trail.unshift(
      current === name && own
        ? own
        : { name: entry.breadcrumb?.name ?? entry.title ?? '', path: href },
    );
    current = entry.breadcrumb?.parent;
  }
  return trail;
}

/** The guest authentication screens: never a page to come back to after logging in. */
export const AUTH_LAYOUT_PREFIX = '/guest/user/';
