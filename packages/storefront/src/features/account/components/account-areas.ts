import { can, type AuthenticatedUser } from '@liftline/sdk';
import { paths } from '@/config/paths';

/** An admin area of the account and the permission that opens it. */
export interface AccountArea {
  /** Short name for the sub-navigation. */
  label: string;
  /** Name of the page it opens. */
  title: string;
  description: string;
  href: string;
  /** The account permission that opens it, or `platform-admin` for the platform's administrators. */
  permission: 'users.view' | 'roles.view' | 'products.view' | 'leads.view' | 'platform-admin';
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
    label: 'Users',
    title: 'Manage users',
    description: 'See who belongs to the account, change their roles and invite new people.',
    href: paths.manageUsers.getHref(),
    permission: 'users.view',
  },
  {
    label: 'Roles',
    title: 'Manage roles',
    description: 'Decide what each role may do: products, users, invites and roles.',
    href: paths.manageRoles.getHref(),
    permission: 'roles.view',
  },
  {
    label: 'Products',
    title: 'Products',
    description: 'Create, edit and publish the equipment this account lists in the catalog.',
    href: paths.products.getHref(),
    permission: 'products.view',
  },
  {
    label: 'Leads',
    title: 'Leads',
    description: 'Answer quote requests and messages from customers: assign, track and close them.',
    href: paths.leads.getHref(),
    permission: 'leads.view',
  },
  {
    label: 'Bookings',
    title: 'Bookings',
    description: 'See which units are taken on which days, hold units and release holds.',
    href: paths.bookings.getHref(),
    permission: 'leads.view',
  },
  {
    label: 'Accounts',
    title: 'Accounts',
    description: 'Approve the accounts that may publish to the public catalog, or revoke it.',
    href: paths.adminAccounts.getHref(),
    permission: 'platform-admin',
  },
  {
    label: 'Branches',
    title: 'Branches',
    description: 'Add branches, set their hours and holiday closures, or deactivate them.',
    href: paths.adminBranches.getHref(),
    permission: 'platform-admin',
  },
];
