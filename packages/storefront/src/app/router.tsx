import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary, RouteErrorFallback } from '@/components/error-page/error-boundary';
import { Guarded, RequirePermission } from '@/components/guards/guards';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { AUTH_LAYOUT_PREFIX, paths } from '@/config/paths';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { lazyRoute } from './lazy-route';
import { routeLoaders as load } from './route-loaders';
import NotFoundRoute from './routes/not-found';

// Every page loads on demand (spec §2), declared once at module scope (see lazy-route.tsx).
const HomeRoute = lazyRoute(load.home);
const EquipmentInventoryRoute = lazyRoute(load.equipmentInventory);
const EquipmentRoute = lazyRoute(load.equipment);
const EquipmentDetailRoute = lazyRoute(load.equipmentDetail);
const InviteRoute = lazyRoute(load.invite);
const VerifyEmailRoute = lazyRoute(load.verifyEmail);
const ReportEmailChangeRoute = lazyRoute(load.reportEmailChange);
const UpgradeRequiredRoute = lazyRoute(load.upgradeRequired);
const LoginRoute = lazyRoute(load.login);
const RegisterRoute = lazyRoute(load.register);
const ForgotPasswordRoute = lazyRoute(load.forgotPassword);
const ResetPasswordRoute = lazyRoute(load.resetPassword);
const AcceptInviteRoute = lazyRoute(load.acceptInvite);
const VerificationRequiredRoute = lazyRoute(load.verificationRequired);
const AccountDashboardRoute = lazyRoute(load.accountDashboard);
const ManageRolesRoute = lazyRoute(load.manageRoles);
const ManageUsersRoute = lazyRoute(load.manageUsers);
const ProductsRoute = lazyRoute(load.products);
const ProductRoute = lazyRoute(load.product);

function onRouteError(error: unknown) {
  if (isChunkLoadError(error)) reloadAfterChunkError();
}

/** The account area (nested: its children's paths are relative to `/authorized/account`). */
function AccountRoutes() {
  return (
    <Guarded guards={['authenticated', 'verified']}>
      <Switch>
        <Route path={paths.accountDashboard.path} component={AccountDashboardRoute} />
        <Route path={paths.manageRoles.path}>
          <RequirePermission permission="roles.view">
            <ManageRolesRoute />
          </RequirePermission>
        </Route>
        <Route path={paths.manageUsers.path}>
          <RequirePermission permission="users.view">
            <ManageUsersRoute />
          </RequirePermission>
        </Route>
        <Route path={paths.products.path}>
          <RequirePermission permission="products.view">
            <ProductsRoute />
          </RequirePermission>
        </Route>
        <Route path={paths.product.path}>
          <RequirePermission permission="products.view">
            <ProductRoute />
          </RequirePermission>
        </Route>
        <Route>
          <NotFoundRoute />
        </Route>
      </Switch>
    </Guarded>
  );
}

function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  // Spec §2: the guest authentication screens use the bare authentication layout.
  return pathname.startsWith(AUTH_LAYOUT_PREFIX) ? (
    <AuthLayout>{children}</AuthLayout>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}

/**
 * The route table in JSX. One `<Suspense>` outside the `<Switch>` (a Suspense among its children
 * would break matching); the last child, without a path, is the 404 page.
 */
export function AppRouter() {
  const [pathname] = useLocation();
  return (
    <Layout pathname={pathname}>
      <ErrorBoundary
        resetKey={pathname}
        onError={onRouteError}
        fallback={(error) => <RouteErrorFallback error={error} />}
      >
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path={paths.home.path} component={HomeRoute} />
            <Route path={paths.equipmentInventory.path} component={EquipmentInventoryRoute} />
            <Route path={paths.equipment.path} component={EquipmentRoute} />
            <Route path={paths.equipmentDetail.path} component={EquipmentDetailRoute} />
            <Route path={paths.invite.path} component={InviteRoute} />
            <Route path={paths.verifyEmail.path} component={VerifyEmailRoute} />
            <Route path={paths.reportEmailChange.path} component={ReportEmailChangeRoute} />
            <Route path={paths.upgradeRequired.path} component={UpgradeRequiredRoute} />
            <Route path={paths.login.path} component={LoginRoute} />
            <Route path={paths.register.path} component={RegisterRoute} />
            <Route path={paths.forgotPassword.path} component={ForgotPasswordRoute} />
            <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
            <Route path={paths.acceptInvite.path}>
              <Guarded guards={['authenticated']}>
                <AcceptInviteRoute />
              </Guarded>
            </Route>
            <Route path={paths.verificationRequired.path}>
              <Guarded guards={['authenticated']}>
                <VerificationRequiredRoute />
              </Guarded>
            </Route>
            <Route path={paths.account.path} nest>
              <AccountRoutes />
            </Route>
            <Route>
              <NotFoundRoute />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
