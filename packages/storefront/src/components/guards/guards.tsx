import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { ErrorPage } from '@/components/error-page/error-page';
import { PageSpinner } from '@/components/spinner/page-spinner';
import { paths } from '@/config/paths';
import { useApiClient } from '@/lib/api/api-provider';
import { AuthSession, useAbsoluteHref, useCan, useSessionStatus, useUser } from '@/lib/auth';
import { FORBIDDEN_MESSAGE, ForbiddenPage } from './forbidden-page';
import { useRootHref } from '@/i18n/use-root-href';

type GuardComponent = ComponentType<{ children: ReactNode }>;

/**
 * `authenticated`: guests go to the login page, which brings them back here afterwards. Its refresh
 * of the access token on entry is `useRefreshOnEntry`, run by the router.
 */
function Authenticated({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const user = useUser();
  const here = useAbsoluteHref();
  const rootHref = useRootHref();

  if (user) return children;
  if (status === 'loggedOut') return <Redirect to={rootHref(paths.login.getHref(here))} replace />;
  return <PageSpinner label="Checking your session…" />;
}

/**
 * The `authenticated` guard's refresh of the access token on entry: once per entry into pages
 * with the guard (moving between them is one entry; leaving and coming back is another). The
 * router runs it outside the page's `<Suspense>`: the production build's preact/compat unmounts a
 * subtree that suspends, so a guard inside it is mounted again once the page's code is here and
 * would forget that it had refreshed. When the session comes up with another access token than the
 * one held on entry, the client already refreshed it on the way in (a 401 while the session was
 * restored, refreshed and retried): that was the refresh on entry, and none follows.
 */
export function useRefreshOnEntry(guards: readonly string[] | undefined): void {
  const actor = AuthSession.useActorRef();
  const { tokens } = useApiClient();
  const status = useSessionStatus();
  const inside = guards?.includes('authenticated') ?? false;
  const entry = useRef<{ token: string | undefined; refreshed: boolean } | null>(null);

  useEffect(() => {
    if (!inside) {
      entry.current = null;
      return;
    }
    entry.current ??= { token: tokens.get()?.accessToken, refreshed: false };
    if (entry.current.refreshed || status !== 'loggedIn') return;
    entry.current.refreshed = true;
    if (tokens.get()?.accessToken === entry.current.token) actor.send({ type: 'session.refresh' });
  }, [actor, inside, status, tokens]);
}

/** `verified`: signed-in users whose e-mail address is not verified yet see the notice instead. */
function Verified({ children }: { children: ReactNode }) {
  const user = useUser();
  const rootHref = useRootHref();
  if (user && user.email_verified_at === null)
    return <Redirect to={rootHref(paths.verificationRequired.getHref())} replace />;
  return children;
}

/** `platform-admin`: the platform's own administration (not an account permission). */
function PlatformAdmin({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user?.is_platform_admin) return children;
  return <ForbiddenPage platformAdmin />;
}

/** Route guards by name ("middleware"). */
export const GUARDS: Readonly<Record<string, GuardComponent>> = {
  authenticated: Authenticated,
  verified: Verified,
  'platform-admin': PlatformAdmin,
};

export const unknownGuardMessage = (name: string) => `Unknown middleware ${name}`;

/** Runs the named guards in order around a page; an unknown name is a 500 error page. */
export function Guarded({ guards, children }: { guards: readonly string[]; children: ReactNode }) {
  const unknown = guards.find((name) => !Object.hasOwn(GUARDS, name));
  if (unknown !== undefined)
    return <ErrorPage status={500} message={unknownGuardMessage(unknown)} />;
  return guards.reduceRight<ReactNode>((inner, name) => {
    const Guard = GUARDS[name] as GuardComponent;
    return <Guard>{inner}</Guard>;
  }, children);
}

export { FORBIDDEN_MESSAGE };

/**
 * Permission-based pages: without the permission, the 403 page naming the missing
 * permission, with a way back to the account. The server refuses the page's calls the same way.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: string;
  children: ReactNode;
}) {
  const allowed = useCan(permission);
  if (!allowed) return <ForbiddenPage permission={permission} />;
  return children;
}
