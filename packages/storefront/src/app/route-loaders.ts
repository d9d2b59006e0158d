import { paths } from '@/config/paths';
import { registerPrefetchRoutes } from '@/lib/prefetch';

/**
 * Each page's `() => import(...)`, shared by its `lazy()` (router.tsx) and the link prefetch, so a
 * prefetched chunk is the one the click needs. Keys are absolute path patterns.
 */
export const routeLoaders = {
  home: () => import('./routes/home'),
  equipmentInventory: () => import('./routes/equipment-inventory'),
  equipment: () => import('./routes/equipment'),
  equipmentDetail: () => import('./routes/equipment-detail'),
  invite: () => import('./routes/invite'),
  verifyEmail: () => import('./routes/verify-email'),
  upgradeRequired: () => import('./routes/upgrade-required'),
  login: () => import('./routes/guest/login'),
  register: () => import('./routes/guest/register'),
  forgotPassword: () => import('./routes/guest/forgot-password'),
  resetPassword: () => import('./routes/guest/reset-password'),
  acceptInvite: () => import('./routes/accept-invite'),
  verificationRequired: () => import('./routes/verification-required'),
  accountDashboard: () => import('./routes/account/dashboard'),
  manageRoles: () => import('./routes/account/manage-roles'),
  manageUsers: () => import('./routes/account/manage-users'),
  products: () => import('./routes/account/products'),
  product: () => import('./routes/account/product'),
} as const;

const ACCOUNT_CHILDREN = new Set([
  'accountDashboard',
  'manageRoles',
  'manageUsers',
  'products',
  'product',
]);

registerPrefetchRoutes(
  (Object.keys(routeLoaders) as (keyof typeof routeLoaders)[]).map((name) => ({
    path: ACCOUNT_CHILDREN.has(name)
      ? `${paths.account.path}${paths[name].path === '/' ? '' : paths[name].path}`
      : paths[name].path,
    load: routeLoaders[name],
  })),
);
