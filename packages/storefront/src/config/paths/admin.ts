/** The route table's platform administration: every account, branch and dealer site. */

import { route } from '../route-entry';
import { withQuery } from '../with-query';
import { ACCOUNT, PLATFORM_ADMIN } from './shared';

export const adminPaths = {
  adminAccounts: route({
    path: `${ACCOUNT}/admin/accounts`,
    getHref: () => `${ACCOUNT}/admin/accounts`,
    load: () => import('@/app/routes/account/admin-accounts'),
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
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
    layout: 'account',
    guards: PLATFORM_ADMIN,
  }),
  /** Every account's dealer sites (platform admins). */
  adminDealerSites: route({
    path: `${ACCOUNT}/admin/dealer-sites`,
    getHref: () => `${ACCOUNT}/admin/dealer-sites`,
    load: () => import('@/app/routes/account/admin-dealer-sites'),
    layout: 'account',
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
    layout: 'account',
    guards: PLATFORM_ADMIN,
  }),
} as const;
