import type { Schemas } from '@liftline/sdk';
import type { ActorRefFrom } from 'xstate';
import type { AuthSessionLogic } from '@/lib/auth';

type SessionActor = ActorRefFrom<AuthSessionLogic>;
type SessionRequest =
  | { type: 'login'; email: string; password: string }
  | { type: 'register'; input: Schemas['RegisterInput'] };

const BUSY = new Set(['loggingIn', 'registering']);

/**
 * Sends a login or register to the auth session and settles once the session has its answer:
 * resolves when signed in, rejects with what the request threw (the SDK's ApiError: 401, 409, 422
 * with field errors, 429 …). Lets the auth forms submit through `useApiForm` like every form.
 */
export function sessionRequest(actor: SessionActor, request: SessionRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    let started = false;
    const subscription = actor.subscribe((snapshot) => {
      const state = typeof snapshot.value === 'string' ? snapshot.value : '';
      if (BUSY.has(state)) {
        started = true;
        return;
      }
      if (!started) return;
      subscription.unsubscribe();
      if (snapshot.context.user) resolve();
      else {
        const error = snapshot.context.error;
        reject(error?.cause ?? new Error(error?.message ?? 'Something went wrong.'));
      }
    });
    actor.send(request);
  });
}
