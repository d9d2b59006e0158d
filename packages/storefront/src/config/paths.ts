/**
 * The one route table of the storefront. Each entry declares a page once: its path pattern, how to
 * link to it (`getHref`), its lazily loaded module, its guards and permission, its layout, its
 * title and breadcrumb. The router (app/router.tsx), the link prefetch, the prerendered pages and
 * the server's list of page paths (`dist/routes.json`) are derived from it. Components link with
 * `paths.x.getHref(...)`; no URL strings elsewhere.
 *
 * Adding a page: one entry here plus its module in app/routes/.
 */

import type { MessageDescriptor } from '@lingui/core';
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
    description: /*i18n*/ {
      id: 'route.home.description',
      message:
        'Rent or buy lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment from a Liftline branch near you.',
    },
    prerender: 'src/app/routes/home.tsx',
    indexable: true,
  }),
  /** Units on hand at the visitor's saved local branch, with the catalog's filters. */
  equipmentInventory: route({
    path: '/eq-inventory',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/eq-inventory', search),
    load: () => import('@/app/routes/equipment-inventory'),
    description: /*i18n*/ {
      id: 'route.equipmentInventory.description',
      message: 'Equipment on hand at your local Liftline branch, ready to rent or buy.',
    },
    title: /*i18n*/ { id: 'route.equipmentInventory.title', message: 'Equipment inventory' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.equipmentInventory.breadcrumb', message: 'Inventory' },
    },
    prerender: 'src/app/routes/equipment-inventory.tsx',
  }),
  /** The whole published catalog, across all branches. */
  equipment: route({
    path: '/equipment',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/equipment', search),
    load: () => import('@/app/routes/equipment'),
    description: /*i18n*/ {
      id: 'route.equipment.description',
      message:
        "Browse Liftline's lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment for rent or sale, with rates and prices.",
    },
    title: /*i18n*/ { id: 'route.equipment.title', message: 'Equipment' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.equipment.breadcrumb', message: 'Equipment' },
    },
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
    title: /*i18n*/ { id: 'route.quoteList.title', message: 'Your quote request' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.quoteList.breadcrumb', message: 'Quote request' },
    },
  }),
  /** The branch directory: every active branch, by state and city (`?q=` searches). */
  branches: route({
    path: '/branches',
    getHref: (q?: string) => withQuery('/branches', { q }),
    load: () => import('@/app/routes/branches'),
    description: /*i18n*/ {
      id: 'route.branches.description',
      message:
        'Find a Liftline branch near you: addresses, opening hours and the equipment each branch has on hand.',
    },
    title: /*i18n*/ { id: 'route.branches.title', message: 'Branches' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.branches.breadcrumb', message: 'Branches' },
    },
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
    description: /*i18n*/ {
      id: 'route.about.description',
      message:
        'Liftline rents and sells lift trucks and heavy equipment through local branches. Learn who we are and how renting with us works.',
    },
    title: /*i18n*/ { id: 'route.about.title', message: 'About Liftline' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.about.breadcrumb', message: 'About' },
    },
    prerender: 'src/app/routes/about.tsx',
  }),
  /** How to reach us: the head-office phone, the branch directory and its contact forms. */
  contact: route({
    path: '/contact',
    getHref: () => '/contact',
    load: () => import('@/app/routes/contact'),
    description: /*i18n*/ {
      id: 'route.contact.description',
      message:
        'Call Liftline or send a message to a branch near you about rentals, sales and quotes.',
    },
    title: /*i18n*/ { id: 'route.contact.title', message: 'Contact us' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.contact.breadcrumb', message: 'Contact' },
    },
    prerender: 'src/app/routes/contact.tsx',
  }),
  /** The rental terms and conditions. */
  terms: route({
    path: '/terms',
    getHref: () => '/terms',
    load: () => import('@/app/routes/terms'),
    description: /*i18n*/ {
      id: 'route.terms.description',
      message: 'The terms and conditions of renting equipment from Liftline.',
    },
    title: /*i18n*/ { id: 'route.terms.title', message: 'Terms of rental' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.terms.breadcrumb', message: 'Terms of rental' },
    },
    prerender: 'src/app/routes/terms.tsx',
  }),
  /** The privacy policy. */
  privacy: route({
    path: '/privacy',
    getHref: () => '/privacy',
    load: () => import('@/app/routes/privacy'),
    description: /*i18n*/ {
      id: 'route.privacy.description',
      message: 'How Liftline collects, uses and protects the personal information you give us.',
    },
    title: /*i18n*/ { id: 'route.privacy.title', message: 'Privacy policy' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.privacy.breadcrumb', message: 'Privacy' },
    },
    prerender: 'src/app/routes/privacy.tsx',
  }),
  /** The invite e-mail's link: `/invite?token=…`. */
  invite: route({
    path: '/invite',
    getHref: (token?: string) => withQuery('/invite', { token }),
    load: () => import('@/app/routes/invite'),
    title: /*i18n*/ { id: 'route.invite.title', message: 'Account invitation' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.invite.breadcrumb', message: 'Invitation' },
    },
  }),
  /** The verification e-mail's link: `/verify-email?token=…`. */
  verifyEmail: route({
    path: '/verify-email',
    getHref: (token?: string) => withQuery('/verify-email', { token }),
    load: () => import('@/app/routes/verify-email'),
    title: /*i18n*/ { id: 'route.verifyEmail.title', message: 'Verify your e-mail address' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.verifyEmail.breadcrumb', message: 'Verify e-mail' },
    },
  }),
  /** The e-mail change notice's "this wasn't me" link: `/report-email-change?token=…`. */
  reportEmailChange: route({
    path: '/report-email-change',
    getHref: (token?: string) => withQuery('/report-email-change', { token }),
    load: () => import('@/app/routes/report-email-change'),
    title: /*i18n*/ { id: 'route.reportEmailChange.title', message: 'Secure your account' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.reportEmailChange.breadcrumb', message: 'Report e-mail change' },
    },
  }),
  /** `from`: the page to load again with the current version. */
  upgradeRequired: route({
    path: '/guest/upgrade-required',
    getHref: (from?: string | null) =>
      withQuery('/guest/upgrade-required', { from: safeReturnTo(from) ?? undefined }),
    load: () => import('@/app/routes/upgrade-required'),
    title: /*i18n*/ { id: 'route.upgradeRequired.title', message: 'Please reload Liftline' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.upgradeRequired.breadcrumb', message: 'Update required' },
    },
  }),
  login: route({
    path: '/guest/user/login',
    getHref: (returnTo?: string | null, email?: string) =>
      withQuery('/guest/user/login', { returnTo: safeReturnTo(returnTo) ?? undefined, email }),
    load: () => import('@/app/routes/guest/login'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.login.title', message: 'Log in' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.login.breadcrumb', message: 'Log in' },
    },
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
    title: /*i18n*/ { id: 'route.register.title', message: 'Create an account' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.register.breadcrumb', message: 'Create an account' },
    },
  }),
  forgotPassword: route({
    path: '/guest/user/forgot-password',
    getHref: (email?: string) => withQuery('/guest/user/forgot-password', { email }),
    load: () => import('@/app/routes/guest/forgot-password'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.forgotPassword.title', message: 'Forgot your password?' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.forgotPassword.breadcrumb', message: 'Forgot password' },
      parent: 'login',
    },
  }),
  /** The reset e-mail's link: `/guest/user/reset-password?token=…&email=…`. */
  resetPassword: route({
    path: '/guest/user/reset-password',
    getHref: (token?: string, email?: string) =>
      withQuery('/guest/user/reset-password', { token, email }),
    load: () => import('@/app/routes/guest/reset-password'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.resetPassword.title', message: 'Choose a new password' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.resetPassword.breadcrumb', message: 'Reset password' },
      parent: 'login',
    },
  }),
  acceptInvite: route({
    path: '/authorized/accept-invite',
    getHref: (token?: string) => withQuery('/authorized/accept-invite', { token }),
    load: () => import('@/app/routes/accept-invite'),
    guards: SIGNED_IN,
    title: /*i18n*/ { id: 'route.acceptInvite.title', message: 'Accept invitation' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.acceptInvite.breadcrumb', message: 'Accept invitation' },
    },
  }),
  verificationRequired: route({
    path: '/authorized/verification-required',
    getHref: () => '/authorized/verification-required',
    load: () => import('@/app/routes/verification-required'),
    guards: SIGNED_IN,
    breadcrumb: {
      name: /*i18n*/ {
        id: 'route.verificationRequired.breadcrumb',
        message: 'Verification required',
      },
    },
  }),
  /** The account area's dashboard; the admin pages are under it. */
  account: route({
    path: ACCOUNT,
    getHref: () => ACCOUNT,
    load: () => import('@/app/routes/account/dashboard'),
    guards: MEMBER,
    title: /*i18n*/ { id: 'route.account.title', message: 'Your account' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.account.breadcrumb', message: 'Account' },
    },
  }),
  /** The account's lead inbox: quote requests and messages (filters in the query, features/leads). */
  leads: route({
    path: `${ACCOUNT}/leads`,
    getHref: () => `${ACCOUNT}/leads`,
    load: () => import('@/app/routes/account/leads'),
    guards: MEMBER,
    permission: 'leads.view',
    title: /*i18n*/ { id: 'route.leads.title', message: 'Leads' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.leads.breadcrumb', message: 'Leads' },
      parent: 'account',
    },
  }),
  /** Holds and won quotes on the account's units (`?unit=` keeps one unit's; features/bookings). */
  bookings: route({
    path: `${ACCOUNT}/bookings`,
    getHref: () => `${ACCOUNT}/bookings`,
    load: () => import('@/app/routes/account/bookings'),
    guards: MEMBER,
    permission: 'leads.view',
    title: /*i18n*/ { id: 'route.bookings.title', message: 'Bookings' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.bookings.breadcrumb', message: 'Bookings' },
      parent: 'account',
    },
  }),
  /** One lead (`Q-2026-000123`, `C-2026-000881`): what the customer sent, its timeline, its work. */
  lead: route({
    path: `${ACCOUNT}/leads/:reference`,
    getHref: (reference: string) => `${ACCOUNT}/leads/${encodeURIComponent(reference)}`,
    load: () => import('@/app/routes/account/lead'),
    guards: MEMBER,
    permission: 'leads.view',
  }),
  /** The account's dealer sites: register, edit, (de)activate, their snippet (features/dealers). */
  dealerSites: route({
    path: `${ACCOUNT}/dealers`,
    getHref: () => `${ACCOUNT}/dealers`,
    load: () => import('@/app/routes/account/dealer-sites'),
    guards: MEMBER,
    permission: 'dealers.manage',
    title: /*i18n*/ { id: 'route.dealerSites.title', message: 'Dealer sites' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.dealerSites.breadcrumb', message: 'Dealer sites' },
      parent: 'account',
    },
  }),
  /** One dealer site's dashboard: its funnel over a range (`?range=` or `?from=&to=`). */
  dealerSite: route({
    path: `${ACCOUNT}/dealers/:siteId`,
    getHref: (id: number | string, query = '') =>
      `${ACCOUNT}/dealers/${encodeURIComponent(String(id))}${query}`,
    load: () => import('@/app/routes/account/dealer-site'),
    guards: MEMBER,
    permission: 'dealers.manage',
  }),
  /** The account's secret API keys: create (the secret shown once), list, revoke (features/integrations). */
  apiKeys: route({
    path: `${ACCOUNT}/api-keys`,
    getHref: () => `${ACCOUNT}/api-keys`,
    load: () => import('@/app/routes/account/api-keys'),
    guards: MEMBER,
    permission: 'api_keys.manage',
    title: /*i18n*/ { id: 'route.apiKeys.title', message: 'API keys' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.apiKeys.breadcrumb', message: 'API keys' },
      parent: 'account',
    },
  }),
  /** The account's webhook endpoints: register (the secret shown once), edit, rotate, delete. */
  webhooks: route({
    path: `${ACCOUNT}/webhooks`,
    getHref: () => `${ACCOUNT}/webhooks`,
    load: () => import('@/app/routes/account/webhooks'),
    guards: MEMBER,
    permission: 'webhooks.manage',
    title: /*i18n*/ { id: 'route.webhooks.title', message: 'Webhooks' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.webhooks.breadcrumb', message: 'Webhooks' },
      parent: 'account',
    },
  }),
  /** One endpoint and its delivery log with Resend (`?page=`, `?status=`). */
  webhookEndpoint: route({
    path: `${ACCOUNT}/webhooks/:endpointId`,
    getHref: (id: number | string, query = '') =>
      `${ACCOUNT}/webhooks/${encodeURIComponent(String(id))}${query}`,
    load: () => import('@/app/routes/account/webhook-endpoint'),
    guards: MEMBER,
    permission: 'webhooks.manage',
  }),
  /** Who did what: key and webhook changes, and every change made with a key (`?api_key_id=`, `?page=`). */
  audit: route({
    path: `${ACCOUNT}/audit`,
    getHref: (query: { api_key_id?: number; page?: number } = {}) =>
      withQuery(`${ACCOUNT}/audit`, {
        api_key_id: query.api_key_id ? String(query.api_key_id) : undefined,
        page: query.page && query.page > 1 ? String(query.page) : undefined,
      }),
    load: () => import('@/app/routes/account/audit'),
    guards: MEMBER,
    permission: 'audit.view',
    title: /*i18n*/ { id: 'route.audit.title', message: 'Audit log' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.audit.breadcrumb', message: 'Audit log' },
      parent: 'account',
    },
  }),
  manageRoles: route({
    path: `${ACCOUNT}/admin/manage-roles`,
    getHref: () => `${ACCOUNT}/admin/manage-roles`,
    load: () => import('@/app/routes/account/manage-roles'),
    guards: MEMBER,
    permission: 'roles.view',
    title: /*i18n*/ { id: 'route.manageRoles.title', message: 'Manage roles' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.manageRoles.breadcrumb', message: 'Manage roles' },
      parent: 'account',
    },
  }),
  manageUsers: route({
    path: `${ACCOUNT}/admin/manage-users`,
    getHref: () => `${ACCOUNT}/admin/manage-users`,
    load: () => import('@/app/routes/account/manage-users'),
    guards: MEMBER,
    permission: 'users.view',
    title: /*i18n*/ { id: 'route.manageUsers.title', message: 'Manage users' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.manageUsers.breadcrumb', message: 'Manage users' },
      parent: 'account',
    },
  }),
  products: route({
    path: `${ACCOUNT}/admin/products`,
    getHref: () => `${ACCOUNT}/admin/products`,
    load: () => import('@/app/routes/account/products'),
    guards: MEMBER,
    permission: 'products.view',
    title: /*i18n*/ { id: 'route.products.title', message: 'Products' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.products.breadcrumb', message: 'Products' },
      parent: 'account',
    },
  }),
  adminAccounts: route({
    path: `${ACCOUNT}/admin/accounts`,
    getHref: () => `${ACCOUNT}/admin/accounts`,
    load: () => import('@/app/routes/account/admin-accounts'),
    guards: PLATFORM_ADMIN,
    title: /*i18n*/ { id: 'route.adminAccounts.title', message: 'Accounts' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.adminAccounts.breadcrumb', message: 'Accounts' },
      parent: 'account',
    },
  }),
  /** Every branch, deactivated ones included (platform admins); `?q=` searches. */
  adminBranches: route({
    path: `${ACCOUNT}/admin/branches`,
    getHref: (q?: string) => withQuery(`${ACCOUNT}/admin/branches`, { q }),
    load: () => import('@/app/routes/account/admin-branches'),
    guards: PLATFORM_ADMIN,
    title: /*i18n*/ { id: 'route.adminBranches.title', message: 'Branches' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.adminBranches.breadcrumb', message: 'Branches' },
      parent: 'account',
    },
  }),
  /** Before `adminBranch`: `new` is not a branch id. */
  adminBranchNew: route({
    path: `${ACCOUNT}/admin/branches/new`,
    getHref: () => `${ACCOUNT}/admin/branches/new`,
    load: () => import('@/app/routes/account/admin-branch-new'),
    guards: PLATFORM_ADMIN,
    title: /*i18n*/ { id: 'route.adminBranchNew.title', message: 'New branch' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.adminBranchNew.breadcrumb', message: 'New branch' },
      parent: 'adminBranches',
    },
  }),
  adminBranch: route({
    path: `${ACCOUNT}/admin/branches/:branch_id`,
    getHref: (id: number | string) => `${ACCOUNT}/admin/branches/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/account/admin-branch'),
    guards: PLATFORM_ADMIN,
  }),
  /** Every account's dealer sites (platform admins). */
  adminDealerSites: route({
    path: `${ACCOUNT}/admin/dealer-sites`,
    getHref: () => `${ACCOUNT}/admin/dealer-sites`,
    load: () => import('@/app/routes/account/admin-dealer-sites'),
    guards: PLATFORM_ADMIN,
    title: /*i18n*/ { id: 'route.adminDealerSites.title', message: 'All dealer sites' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.adminDealerSites.breadcrumb', message: 'All dealer sites' },
      parent: 'account',
    },
  }),
  /** Any account's dealer site's dashboard (platform admins, `getAdminDealerSiteFunnel`). */
  adminDealerSite: route({
    path: `${ACCOUNT}/admin/dealer-sites/:siteId`,
    getHref: (id: number | string, query = '') =>
      `${ACCOUNT}/admin/dealer-sites/${encodeURIComponent(String(id))}${query}`,
    load: () => import('@/app/routes/account/admin-dealer-site'),
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

/** A breadcrumb's text: a message of the route table, or a name from the data (a unit's). */
export type BreadcrumbName = MessageDescriptor | string;

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
  own?: { name: BreadcrumbName; path: string },
): { name: BreadcrumbName; path: string }[] {
  const trail: { name: BreadcrumbName; path: string }[] = [];
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
