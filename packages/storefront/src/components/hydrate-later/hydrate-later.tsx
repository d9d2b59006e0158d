import { Suspense, useState, type ReactNode } from 'react';
import { hydrationTurn } from '@/lib/hydration';
import { IdScope } from './id-scope';

interface Turn {
  /** Settled once the part has had its turn (then `done`). */
  promise: Promise<void>;
  done: boolean;
}

/** The calling part's turn to hydrate: done at once unless the page is hydrating. */
function takeTurn(): Turn {
  const waiting = hydrationTurn();
  const turn: Turn = { promise: Promise.resolve(), done: waiting === null };
  if (waiting)
    turn.promise = waiting.then(() => {
      turn.done = true;
    });
  return turn;
}

function WaitForTurn({ children }: { children: ReactNode }) {
  // Taken on the first render: a part that hydrates waits for its turn, once.
  const [turn] = useState(takeTurn);
  // preact keeps the part's HTML while it waits (a suspension during hydration), then hydrates it
  // against that HTML.
  if (!turn.done) throw turn.promise;
  return children;
}

/**
 * A part of a prerendered or server-rendered page that hydrates in a task of its own, after the
 * rest (lib/hydration.ts, `whileHydrating`): its HTML stays as it is meanwhile. It renders as its
 * children at any other time (on the server, on a page rendered in the browser). `children` must
 * render exactly one element: preact hydrates a waiting part from its first DOM node. Its own
 * `<Suspense>`, so that each part resumes on its own turn rather than with its neighbours, and its
 * own `useId` range (id-scope.tsx), so that hydrating it later leaves every id as the server wrote it.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <IdScope>
      <Suspense fallback={null}>
        <WaitForTurn>{children}</WaitForTurn>
      </Suspense>
    </IdScope>
  );
}
