import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary, RouteErrorFallback } from '@/components/error-page/error-boundary';
import { DefaultLayout } from '@/components/layouts/default-layout';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { paths } from '@/config/paths';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import NotFoundRoute from './routes/not-found';

// Every page loads on demand (spec §2). Declared once, at module scope.
const HomeRoute = lazy(() => import('./routes/home'));

function onRouteError(error: unknown) {
  if (isChunkLoadError(error)) reloadAfterChunkError();
}

/**
 * The route table in JSX. One `<Suspense>` outside the `<Switch>` (a Suspense among its children
 * would break matching); the last child, without a path, is the 404 page.
 */
export function AppRouter() {
  const [pathname] = useLocation();
  return (
    <DefaultLayout>
      <ErrorBoundary
        resetKey={pathname}
        onError={onRouteError}
        fallback={(error) => <RouteErrorFallback error={error} />}
      >
        <Suspense fallback={<PageSpinner />}>
          <Switch>
            <Route path={paths.home.path} component={HomeRoute} />
            <Route>
              <NotFoundRoute />
            </Route>
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </DefaultLayout>
  );
}
