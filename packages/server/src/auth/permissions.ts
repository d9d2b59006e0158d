/** Every permission name of the API (the document's `x-permissions`), with its display group. */
export const PERMISSIONS = [
  {
    name: 'products.view',
    group: 'Products',
    description: 'See the account’s products, drafts included',
  },
  { name: 'products.manage', group: 'Products', description: 'Create, edit and delete products' },
  {
    name: 'assets.manage',
    group: 'Products',
    description: 'Upload, reorder and delete product images, videos and documents',
  },
  { name: 'users.view', group: 'Users', description: 'See the account’s users and their roles' },
  { name: 'users.manage', group: 'Users', description: 'Change users’ roles and remove users' },
  {
    name: 'invites.manage',
    group: 'Users',
    description: 'Invite users, resend and revoke invites',
  },
  {
    name: 'roles.view',
    group: 'Roles',
    description: 'See the account’s roles and their permissions',
  },
  { name: 'roles.manage', group: 'Roles', description: 'Create, edit and delete roles' },
  {
    name: 'leads.view',
    group: 'Leads',
    description: 'See the account’s quote requests and messages',
  },
  {
    name: 'leads.manage',
    group: 'Leads',
    description: 'Work leads: status, assignment, internal notes',
  },
  {
    name: 'dealers.manage',
    group: 'Dealers',
    description: 'Register dealer sites and see their figures and the leads they sent',
  },
  {
    name: 'api_keys.manage',
    group: 'Integrations',
    description: 'Create, see and revoke the account’s secret API keys',
  },
  {
    name: 'webhooks.manage',
    group: 'Integrations',
    description: 'Register webhook endpoints, see their delivery logs and resend deliveries',
  },
  {
    name: 'audit.view',
    group: 'Integrations',
    description: 'See the audit list: who changed keys and webhooks, and what keys did',
  },
] as const;

export type PermissionName = (typeof PERMISSIONS)[number]['name'];

const ALL = PERMISSIONS.map((permission) => permission.name);

/**
 * The roles every new account starts with (migration 016 gives existing accounts the lead
 * permissions and the Manager role; 028 and 029 give existing Owners and Admins the dealer and
 * integration permissions).
 */
export const SYSTEM_ROLES: {
  name: string;
  description: string;
  permission_names: PermissionName[];
}[] = [
  { name: 'Owner', description: 'Full control of the account', permission_names: ALL },
  {
    name: 'Admin',
    description: 'Manages users, roles and products',
    permission_names: ALL,
  },
  {
    name: 'Manager',
    description: 'Runs the branch: products, leads and the team’s view',
    permission_names: [
      'products.view',
      'products.manage',
      'assets.manage',
      'users.view',
      'leads.view',
      'leads.manage',
    ],
  },
  {
    name: 'Sales',
    description: 'Manages products and their assets, works leads',
    permission_names: [
      'products.view',
      'products.manage',
      'assets.manage',
      'users.view',
      'leads.view',
      'leads.manage',
    ],
  },
  {
    name: 'Member',
    description: 'Sees products and colleagues',
    permission_names: ['products.view', 'users.view'],
  },
];
