import type { AuthSessionEvent } from '@liftline/sdk';

/** The part of the session actor this needs (an `AuthSession` actor ref fits). */
export interface ReloadableSession {
  getSnapshot(): { matches(state: 'loggedIn' | 'loggedOut'): boolean };
  subscribe(listener: (snapshot: { matches(state: 'loggedIn' | 'loggedOut'): boolean }) => void): {
    unsubscribe(): void;
  };
  send(event: AuthSessionEvent): void;
}

/**
 * Reloads the signed-in user (`user.reload` → GET /user) after something changed it on the server
 * (e-mail verified, invite accepted). The session only takes that event while `loggedIn`: when it
 * is busy (restoring, refreshing, loading the user) the reload waits until it is back; a session
 * that ends meanwhile needs none. The wait outlives the page that asked: the session is app-wide.
 */
export function reloadUserWhenReady(session: ReloadableSession): void {
  if (session.getSnapshot().matches('loggedOut')) return;
  if (session.getSnapshot().matches('loggedIn')) {
    session.send({ type: 'user.reload' });
    return;
  }
  let done = false;
  const subscription = session.subscribe((snapshot) => {
    if (done) return;
    if (snapshot.matches('loggedOut')) done = true;
    else if (snapshot.matches('loggedIn')) {
      done = true;
      session.send({ type: 'user.reload' });
    }
    if (done) queueMicrotask(() => subscription.unsubscribe());
  });
}
