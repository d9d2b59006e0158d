/** The route table's account area: the dashboard and the pages of the account's members. */

import { route } from '../route-entry';
import { withQuery } from '../with-query';
import { ACCOUNT, MEMBER } from './shared';

export const accountPaths = {
  /** The account area's dashboard; the admin pages are under it. */
  account: route({
    path: ACCOUNT,
    getHref: () => ACCOUNT,
    load: () => import('@/app/routes/account/dashboard'),
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
    guards: MEMBER,
    permission: 'leads.view',
    title: /*i18n*/ { id: 'route.bookings.title', message: 'Bookings' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.bookings.breadcrumb', message: 'Bookings' },
      parent: 'account',
    },
  }),
  /** The fleet planner: units by days, bookings and requests as bars, holds by selecting days. */
  planner: route({
    path: `${ACCOUNT}/planner`,
    getHref: () => `${ACCOUNT}/planner`,
    load: () => import('@/app/routes/account/planner'),
    layout: 'account',
    guards: MEMBER,
    permission: 'leads.view',
    title: /*i18n*/ { id: 'route.planner.title', message: 'Fleet planner' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.planner.breadcrumb', message: 'Planner' },
      parent: 'account',
    },
  }),
  /** The customers' requests about the account's rentals (`?kind=&status=`; features/rental-requests). */
  rentalRequests: route({
    path: `${ACCOUNT}/rental-requests`,
    getHref: () => `${ACCOUNT}/rental-requests`,
    load: () => import('@/app/routes/account/rental-requests'),
    layout: 'account',
    guards: MEMBER,
    permission: 'leads.view',
    title: /*i18n*/ { id: 'route.rentalRequests.title', message: 'Rental requests' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.rentalRequests.breadcrumb', message: 'Rental requests' },
      parent: 'account',
    },
  }),
  /** The signed-in customer's rentals: extend, call off, report a problem (features/rentals). */
  userRentals: route({
    path: '/authorized/user/rentals',
    getHref: () => '/authorized/user/rentals',
    load: () => import('@/app/routes/user/rentals'),
    layout: 'account',
    guards: MEMBER,
    title: /*i18n*/ { id: 'route.userRentals.title', message: 'My rentals' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.userRentals.breadcrumb', message: 'My rentals' },
      parent: 'account',
    },
  }),
  /** One lead (`Q-2026-000123`, `C-2026-000881`): what the customer sent, its timeline, its work. */
  lead: route({
    path: `${ACCOUNT}/leads/:reference`,
    getHref: (reference: string) => `${ACCOUNT}/leads/${encodeURIComponent(reference)}`,
    load: () => import('@/app/routes/account/lead'),
    layout: 'account',
    guards: MEMBER,
    permission: 'leads.view',
  }),
  /** The account's dealer sites: register, edit, (de)activate, their snippet (features/dealers). */
  dealerSites: route({
    path: `${ACCOUNT}/dealers`,
    getHref: () => `${ACCOUNT}/dealers`,
    load: () => import('@/app/routes/account/dealer-sites'),
    layout: 'account',
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
    layout: 'account',
    guards: MEMBER,
    permission: 'dealers.manage',
  }),
  /** The account's secret API keys: create (the secret shown once), list, revoke (features/integrations). */
  apiKeys: route({
    path: `${ACCOUNT}/api-keys`,
    getHref: () => `${ACCOUNT}/api-keys`,
    load: () => import('@/app/routes/account/api-keys'),
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
    guards: MEMBER,
    permission: 'products.view',
    title: /*i18n*/ { id: 'route.products.title', message: 'Products' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.products.breadcrumb', message: 'Products' },
      parent: 'account',
    },
  }),
  product: route({
    path: `${ACCOUNT}/admin/products/:product_id`,
    getHref: (id: number | string) => `${ACCOUNT}/admin/products/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/account/product'),
    layout: 'account',
    guards: MEMBER,
    permission: 'products.view',
  }),
} as const;
