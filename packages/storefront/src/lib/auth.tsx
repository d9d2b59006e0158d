import { can, createAuthSession, type AuthenticatedUser } from '@liftline/sdk';
import { createActorContext } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useRouter, useSearch } from 'wouter';
import { AUTH_LAYOUT_PREFIX, paths } from '@/config/paths';
import { apiClient, apiClientEvents } from './api-client';

/** The app-wide auth session (SDK machine): restoring → loggedOut ⇄ loggingIn → loggedIn … */
export const authSessionLogic = createAuthSession(apiClient);
export type AuthSessionLogic = typeof authSessionLogic;

export const AuthSession = createActorContext(authSessionLogic);

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

/** Spec §6 permission check for the signed-in user (false when signed out). */
export function useCan(permission: string): boolean {
  return AuthSession.useSelector((snapshot) => can(snapshot.context.user, permission));
}

/** The current URL (path and search) from the top of the app, also inside nested routes. */
export function useAbsoluteHref(): string {
  const { base } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  return `${base}${location}${search ? `?${search}` : ''}`;
}

/** Where to come back to after logging in again (or reloading); never a guest screen. */
function returnToFor(href: string): string | undefined {
  return href.startsWith(AUTH_LAYOUT_PREFIX) ? undefined : href;
}

/**
 * The app's answers to what the client and the session report: a rejected session (refresh failed)
 * and an expired one go to the login page (returning afterwards), a logout to the login page, an
 * obsolete endpoint to the upgrade-required page.
 */
function SessionEffects() {
  const actor = AuthSession.useActorRef();
  const [, navigate] = useLocation();
  const href = useAbsoluteHref();
  const hrefRef = useRef(href);
  useEffect(() => {
    hrefRef.current = href;
  }, [href]);

  useEffect(
    () =>
      apiClientEvents.subscribe((event) => {
        if (event === 'unauthenticated') actor.send({ type: 'session.lost' });
        else navigate(paths.upgradeRequired.getHref(returnToFor(hrefRef.current)));
      }),
    [actor, navigate],
  );

  useEffect(() => {
    const subscription = actor.on('session.ended', ({ reason }) => {
      navigate(paths.login.getHref(reason === 'logout' ? undefined : returnToFor(hrefRef.current)));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  return null;
}

interface AuthProviderProps {
  children: ReactNode;
  /** Tests pass the machine with fake actors (`authSessionMachine.provide(...)`). */
  logic?: AuthSessionLogic;
}

/** One auth session for the whole app. Must sit inside the router. */
export function AuthProvider({ children, logic }: AuthProviderProps) {
  return (
    <AuthSession.Provider {...(logic ? { logic } : {})}>
      <SessionEffects />
      {children}
    </AuthSession.Provider>
  );
}
