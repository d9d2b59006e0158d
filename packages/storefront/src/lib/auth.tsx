import { authSessionMachine, can, createAuthSession, type AuthenticatedUser } from '@liftline/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { createActorContext } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { AUTH_LAYOUT_PREFIX, paths } from '@/config/paths';
import { splitLocalePath } from '@/i18n/locales';
import { useApiClient, useApiEvents } from './api/api-provider';

/** The app-wide auth session (SDK machine): restoring → loggedOut ⇄ loggingIn → loggedIn … */
export type AuthSessionLogic = ReturnType<typeof createAuthSession>;

/** The provider always receives the machine wired to the app's client (see `AuthProvider`). */
export const AuthSession = createActorContext(authSessionMachine as AuthSessionLogic);

export type SessionStatus =
  | 'restoring'
  | 'loggedOut'
  | 'loggingIn'
  | 'registering'
  | 'loggedIn'
  | 'refreshing'
  | 'loadingUser'
  | 'loggingOut';

/** The top-level state of the session. */
export function useSessionStatus(): SessionStatus {
  return AuthSession.useSelector(
    (snapshot) =>
      (typeof snapshot.value === 'string'
        ? snapshot.value
        : Object.keys(snapshot.value)[0]) as SessionStatus,
  );
}

export function useUser(): AuthenticatedUser | null {
  return AuthSession.useSelector((snapshot) => snapshot.context.user);
}

/** Whether the signed-in user holds `permission` in the current account (false when signed out). */
export function useCan(permission: string): boolean {
  return AuthSession.useSelector((snapshot) => can(snapshot.context.user, permission));
}

/**
 * The current URL (path and search) from the top of the app, also inside nested routes, with the
 * language's base (`/es/account?x=1` on a Spanish page): a return-to value.
 */
export function useAbsoluteHref(): string {
  const { base } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  return `${base}${location}${search ? `?${search}` : ''}`;
}

/**
 * Where to come back to after logging in again (or reloading): the page, in its language
 * (`/es/account`); never a guest screen, in either language (`/es/guest/user/login`).
 */
export function returnToFor(href: string): string | undefined {
  return splitLocalePath(href).path.startsWith(AUTH_LAYOUT_PREFIX) ? undefined : href;
}

/**
 * The app's answers to what the client and the session report: a rejected session (refresh failed)
 * and an expired one go to the login page (returning afterwards), a logout to the login page, a
 * revoked one (the page that revoked it says so) nowhere, an obsolete endpoint to the
 * upgrade-required page.
 */
function SessionEffects() {
  const actor = AuthSession.useActorRef();
  const events = useApiEvents();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const href = useAbsoluteHref();
  const hrefRef = useRef(href);
  useEffect(() => {
    hrefRef.current = href;
  }, [href]);

  useEffect(
    () =>
      events.subscribe((event) => {
        if (event === 'unauthenticated') actor.send({ type: 'session.lost' });
        else navigate(paths.upgradeRequired.getHref(returnToFor(hrefRef.current)));
      }),
    [actor, events, navigate],
  );

  useEffect(() => {
    const subscription = actor.on('session.ended', ({ reason }) => {
      if (reason === 'revoked') {
        // The page that ended it stays, with its one-time answer; nothing else of the user's.
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'one-time' });
        return;
      }
      // Nothing the last user loaded stays in the cache for the next one.
      queryClient.clear();
      navigate(paths.login.getHref(reason === 'logout' ? undefined : returnToFor(hrefRef.current)));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, queryClient]);

  return null;
}

interface AuthProviderProps {
  children: ReactNode;
  /** Tests may pass the machine with fake actors; default: wired to the provided API client. */
  logic?: AuthSessionLogic;
}

/** One auth session for the whole app. Must sit inside the router. */
export function AuthProvider({ children, logic }: AuthProviderProps) {
  const client = useApiClient();
  const wired = useMemo(() => logic ?? createAuthSession(client), [logic, client]);
  return (
    <AuthSession.Provider logic={wired}>
      <SessionEffects />
      {children}
    </AuthSession.Provider>
  );
}
