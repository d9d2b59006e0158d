import { lazy, Suspense, type ReactNode } from 'react';
import { matchRoute, Route, useLocation, useRouter } from 'wouter';
import { ErrorBoundary, RouteErrorFallback } from '@/components/error-page/error-boundary';
import { Guarded, RequirePermission, useRefreshOnEntry } from '@/components/guards/guards';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { ROUTES } from '@/config/paths';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { useFollowUserLocale } from '@/lib/follow-user-locale';
import { PAGES } from './route-loaders';
import NotFoundRoute from './routes/not-found';

// The back office's frame loads with the first account page, never with the public pages.
const AccountFrame = lazy(() => import('@/features/account/components/account-frame'));

function onRouteError(error: unknown) {
  if (isChunkLoadError(error)) reloadAfterChunkError();
}

/** The route table's entry for a path (the first whose pattern matches), if any. */
function useMatchedRoute() {
  const { parser } = useRouter();
  const [pathname] = useLocation();
  return { pathname, route: ROUTES.find((entry) => matchRoute(parser, entry.path, pathname)[0]) };
}

function Layout({ kind, children }: { kind: 'default' | 'auth' | 'account'; children: ReactNode }) {
  return kind === 'auth' ? (
    <AuthLayout>{children}</AuthLayout>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}

/**
 * What follows the auth session for the route: the refresh on entry (here, outside the page's
 * `<Suspense>`: see useRefreshOnEntry) and the signed-in user's language. A component of its own,
 * rendering nothing: the session comes up after hydration, and a change of it re-renders this
 * alone, not the router with the whole page below it.
 */
function SessionFollowers({ guards }: { guards: readonly string[] | undefined }) {
  useRefreshOnEntry(guards);
  // The guest and account pages speak the signed-in user's language.
  useFollowUserLocale();
  return null;
}

/**
 * The pages of the route table (config/paths.ts): the matched entry's layout around its guards,
 * the back office's frame (account pages), its permission check and its lazily loaded page; no match is the 404 page. One `<Suspense>`
 * around the page while its code loads.
 */
export function AppRouter() {
  const { pathname, route } = useMatchedRoute();
  const Page = (route && PAGES[route.name]) || NotFoundRoute;
  let page: ReactNode = <Page />;
  if (route?.permission)
    page = <RequirePermission permission={route.permission}>{page}</RequirePermission>;
  if (route?.layout === 'account') page = <AccountFrame>{page}</AccountFrame>;
  if (route?.guards?.length) page = <Guarded guards={route.guards}>{page}</Guarded>;
  return (
    <Layout kind={route?.layout ?? 'default'}>
      <SessionFollowers guards={route?.guards} />
      <ErrorBoundary
        resetKey={pathname}
        onError={onRouteError}
        fallback={(error) => <RouteErrorFallback error={error} />}
      >
        <Suspense fallback={<PageSpinner />}>
          {/* The matched pattern's params for the page (`useParams`). */}
          {route ? <Route path={route.path}>{page}</Route> : page}
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
