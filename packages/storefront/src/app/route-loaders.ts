import { paths } from '@/config/paths';
import { registerPrefetchRoutes } from '@/lib/prefetch';
import { trackedLoader } from './lazy-route';

/**
 * Each page's `() => import(...)`, shared by its `lazy()` (router.tsx) and the link prefetch, so a
 * prefetched chunk is the one the click needs. Keys are absolute path patterns.
 */
export const routeLoaders = {
  home: trackedLoader(() => import('./routes/home')),
  equipmentInventory: trackedLoader(() => import('./routes/equipment-inventory')),
  equipment: trackedLoader(() => import('./routes/equipment')),
  equipmentDetail: trackedLoader(() => import('./routes/equipment-detail')),
  invite: trackedLoader(() => import('./routes/invite')),
  verifyEmail: trackedLoader(() => import('./routes/verify-email')),
  reportEmailChange: trackedLoader(() => import('./routes/report-email-change')),
  upgradeRequired: trackedLoader(() => import('./routes/upgrade-required')),
  login: trackedLoader(() => import('./routes/guest/login')),
  register: trackedLoader(() => import('./routes/guest/register')),
  forgotPassword: trackedLoader(() => import('./routes/guest/forgot-password')),
  resetPassword: trackedLoader(() => import('./routes/guest/reset-password')),
  acceptInvite: trackedLoader(() => import('./routes/accept-invite')),
  verificationRequired: trackedLoader(() => import('./routes/verification-required')),
  accountDashboard: trackedLoader(() => import('./routes/account/dashboard')),
  manageRoles: trackedLoader(() => import('./routes/account/manage-roles')),
  manageUsers: trackedLoader(() => import('./routes/account/manage-users')),
  products: trackedLoader(() => import('./routes/account/products')),
  product: trackedLoader(() => import('./routes/account/product')),
} as const;

const ACCOUNT_CHILDREN = new Set([
  'accountDashboard',
  'manageRoles',
  'manageUsers',
  'products',
  'product',
]);

const ROUTES = (Object.keys(routeLoaders) as (keyof typeof routeLoaders)[]).map((name) => ({
  path: ACCOUNT_CHILDREN.has(name)
    ? `${paths.account.path}${paths[name].path === '/' ? '' : paths[name].path}`
    : paths[name].path,
  load: routeLoaders[name],
}));

/**
 * Every page's absolute path pattern (`/equipment/:equipment_id`). The build writes them to
 * `dist/routes.json`: the server answers 404 for any other page path.
 */
export const ROUTE_PATTERNS: string[] = ROUTES.map((route) => route.path);

registerPrefetchRoutes(ROUTES);
