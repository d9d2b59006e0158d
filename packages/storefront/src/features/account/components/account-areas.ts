import type { MessageDescriptor } from '@lingui/core';
import { can, type AuthenticatedUser } from '@liftline/sdk';
import { paths } from '@/config/paths';

/** The navigation's groups, in its order; `admin` (platform administration) stands apart. */
export type AccountAreaGroup =
  'sales' | 'catalog' | 'dealers' | 'developers' | 'settings' | 'admin';

export const ACCOUNT_AREA_GROUPS: readonly { id: AccountAreaGroup; label: MessageDescriptor }[] = [
  { id: 'sales', label: /*i18n*/ { id: 'account.group.sales', message: 'Sales' } },
  { id: 'catalog', label: /*i18n*/ { id: 'account.group.catalog', message: 'Catalog' } },
  { id: 'dealers', label: /*i18n*/ { id: 'account.group.dealers', message: 'Dealer program' } },
  { id: 'developers', label: /*i18n*/ { id: 'account.group.developers', message: 'Developers' } },
  { id: 'settings', label: /*i18n*/ { id: 'account.group.settings', message: 'Settings' } },
  {
    id: 'admin',
    label: /*i18n*/ { id: 'account.group.admin', message: 'Platform administration' },
  },
];

/** An admin area of the account and the permission that opens it. */
export interface AccountArea {
  /** Where the navigation lists it. */
  group: AccountAreaGroup;
  /** Short name for the sub-navigation. */
  label: MessageDescriptor;
  /** Name of the page it opens. */
  title: MessageDescriptor;
  description: MessageDescriptor;
  href: string;
  /** The account permission that opens it, or `platform-admin` for the platform's administrators. */
  permission:
    | 'users.view'
    | 'roles.view'
    | 'products.view'
    | 'leads.view'
    | 'dealers.manage'
    | 'api_keys.manage'
    | 'webhooks.manage'
    | 'audit.view'
    | 'platform-admin';
}

/** Whether `user` may open `area`. */
export function mayOpen(user: AuthenticatedUser | null, area: AccountArea): boolean {
  return area.permission === 'platform-admin'
    ? Boolean(user?.is_platform_admin)
    : can(user, area.permission);
}

/** The admin areas, in the order the account navigation and the dashboard show them. */
export const ACCOUNT_AREAS: readonly AccountArea[] = [
  {
    group: 'settings',
    label: /*i18n*/ { id: 'account.area.manageUsers.label', message: 'Users' },
    title: /*i18n*/ { id: 'account.area.manageUsers.title', message: 'Manage users' },
    description: /*i18n*/ {
      id: 'account.area.manageUsers.description',
      message: 'See who belongs to the account, change their roles and invite new people.',
    },
    href: paths.manageUsers.getHref(),
    permission: 'users.view',
  },
  {
    group: 'settings',
    label: /*i18n*/ { id: 'account.area.manageRoles.label', message: 'Roles' },
    title: /*i18n*/ { id: 'account.area.manageRoles.title', message: 'Manage roles' },
    description: /*i18n*/ {
      id: 'account.area.manageRoles.description',
      message: 'Decide what each role may do: products, users, invites and roles.',
    },
    href: paths.manageRoles.getHref(),
    permission: 'roles.view',
  },
  {
    group: 'catalog',
    label: /*i18n*/ { id: 'account.area.products.label', message: 'Products' },
    title: /*i18n*/ { id: 'account.area.products.title', message: 'Products' },
    description: /*i18n*/ {
      id: 'account.area.products.description',
      message: 'Create, edit and publish the equipment this account lists in the catalog.',
    },
    href: paths.products.getHref(),
    permission: 'products.view',
  },
  {
    group: 'sales',
    label: /*i18n*/ { id: 'account.area.leads.label', message: 'Leads' },
    title: /*i18n*/ { id: 'account.area.leads.title', message: 'Leads' },
    description: /*i18n*/ {
      id: 'account.area.leads.description',
      message: 'Answer quote requests and messages from customers: assign, track and close them.',
    },
    href: paths.leads.getHref(),
    permission: 'leads.view',
  },
  {
    group: 'sales',
    label: /*i18n*/ { id: 'account.area.bookings.label', message: 'Bookings' },
    title: /*i18n*/ { id: 'account.area.bookings.title', message: 'Bookings' },
    description: /*i18n*/ {
      id: 'account.area.bookings.description',
      message: 'See which units are taken on which days, hold units and release holds.',
    },
    href: paths.bookings.getHref(),
    permission: 'leads.view',
  },
  {
    group: 'sales',
    label: /*i18n*/ { id: 'account.area.planner.label', message: 'Planner' },
    title: /*i18n*/ { id: 'account.area.planner.title', message: 'Fleet planner' },
    description: /*i18n*/ {
      id: 'account.area.planner.description',
      message: 'Every unit by day: what is booked, held or asked for, and hold days in one drag.',
    },
    href: paths.planner.getHref(),
    permission: 'leads.view',
  },
  {
    group: 'sales',
    label: /*i18n*/ { id: 'account.area.rentalRequests.label', message: 'Rental requests' },
    title: /*i18n*/ { id: 'account.area.rentalRequests.title', message: 'Rental requests' },
    description: /*i18n*/ {
      id: 'account.area.rentalRequests.description',
      message:
        'Answer customers who ask to keep a unit longer, call a rental off or report a problem.',
    },
    href: paths.rentalRequests.getHref(),
    permission: 'leads.view',
  },
  {
    group: 'dealers',
    label: /*i18n*/ { id: 'account.area.dealerSites.label', message: 'Dealer sites' },
    title: /*i18n*/ { id: 'account.area.dealerSites.title', message: 'Dealer sites' },
    description: /*i18n*/ {
      id: 'account.area.dealerSites.description',
      message:
        'Register the sites that embed your widgets, copy their snippet and see what visitors do with them.',
    },
    href: paths.dealerSites.getHref(),
    permission: 'dealers.manage',
  },
  {
    group: 'developers',
    label: /*i18n*/ { id: 'account.area.apiKeys.label', message: 'API keys' },
    title: /*i18n*/ { id: 'account.area.apiKeys.title', message: 'API keys' },
    description: /*i18n*/ {
      id: 'account.area.apiKeys.description',
      message:
        'Give your own systems a secret key to call the API with the permissions you choose, and revoke it.',
    },
    href: paths.apiKeys.getHref(),
    permission: 'api_keys.manage',
  },
  {
    group: 'developers',
    label: /*i18n*/ { id: 'account.area.webhooks.label', message: 'Webhooks' },
    title: /*i18n*/ { id: 'account.area.webhooks.title', message: 'Webhooks' },
    description: /*i18n*/ {
      id: 'account.area.webhooks.description',
      message:
        'Have new leads, bookings and product changes sent to your systems as they happen, signed, with a delivery log.',
    },
    href: paths.webhooks.getHref(),
    permission: 'webhooks.manage',
  },
  {
    group: 'developers',
    label: /*i18n*/ { id: 'account.area.audit.label', message: 'Audit log' },
    title: /*i18n*/ { id: 'account.area.audit.title', message: 'Audit log' },
    description: /*i18n*/ {
      id: 'account.area.audit.description',
      message: 'See who created or revoked keys, changed webhooks, and what each key changed.',
    },
    href: paths.audit.getHref(),
    permission: 'audit.view',
  },
  {
    group: 'admin',
    label: /*i18n*/ { id: 'account.area.adminAccounts.label', message: 'Accounts' },
    title: /*i18n*/ { id: 'account.area.adminAccounts.title', message: 'Accounts' },
    description: /*i18n*/ {
      id: 'account.area.adminAccounts.description',
      message: 'Approve the accounts that may publish to the public catalog, or revoke it.',
    },
    href: paths.adminAccounts.getHref(),
    permission: 'platform-admin',
  },
  {
    group: 'admin',
    label: /*i18n*/ { id: 'account.area.adminBranches.label', message: 'Branches' },
    title: /*i18n*/ { id: 'account.area.adminBranches.title', message: 'Branches' },
    description: /*i18n*/ {
      id: 'account.area.adminBranches.description',
      message: 'Add branches, set their hours and holiday closures, or deactivate them.',
    },
    href: paths.adminBranches.getHref(),
    permission: 'platform-admin',
  },
  {
    group: 'admin',
    label: /*i18n*/ { id: 'account.area.adminDealerSites.label', message: 'All dealer sites' },
    title: /*i18n*/ { id: 'account.area.adminDealerSites.title', message: 'All dealer sites' },
    description: /*i18n*/ {
      id: 'account.area.adminDealerSites.description',
      message: 'Every account’s dealer sites and their funnels.',
    },
    href: paths.adminDealerSites.getHref(),
    permission: 'platform-admin',
  },
];
