import { paths } from '@/config/paths';

/** An admin area of the account and the permission that opens it. */
export interface AccountArea {
  /** Short name for the sub-navigation. */
  label: string;
  /** Name of the page it opens. */
  title: string;
  description: string;
  href: string;
  permission: 'users.view' | 'roles.view' | 'products.view';
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
];
