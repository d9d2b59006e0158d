// The chunks' stand-in for `@xstate/react` (vite.shared.ts aliases it there): the two hooks the
// widgets use, `useActorRef` and `useSelector`, on the chunks' useSyncExternalStore
// (react-on-preact.ts). It leaves out what the chunks never need (StrictMode's stop-and-restart
// rehydration, a machine that changes between renders, an observer argument) and with it the
// use-sync-external-store shims: about 0.35 KB gzip. The React entry (the storefront) and the
// tests keep the original package.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, type Actor, type AnyActorLogic, type AnyActorRef } from 'xstate';

type SnapshotOf<T extends AnyActorRef> = ReturnType<T['getSnapshot']>;

/** The actor of `logic` for the component's life: created once, started after the first render. */
export function useActorRef<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: Parameters<typeof createActor<TLogic>>[1],
): Actor<TLogic> {
  const [actor] = useState(() => createActor(logic, options));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return actor;
}

/**
 * `selector(snapshot)` of `actor`, rendered again when it changes (compared with `Object.is`, as
 * @xstate/react's default). An actor that errored throws its error, as @xstate/react does.
 */
export function useSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotOf<TActor>) => T,
): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe({ next: changed, error: changed });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => {
    const snapshot = actor.getSnapshot() as SnapshotOf<TActor>;
    if (snapshot.status === 'error') throw snapshot.error;
    return selector(snapshot);
  });
}
