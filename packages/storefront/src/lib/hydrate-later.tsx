import { Suspense, useEffect, type ReactNode } from 'react';
import { isHydrating, ResumedHydration } from './hydration';

type Resumed = { resuming: boolean };

/**
 * The parts put off by the page's hydration, by name: a promise until their turn, then the part's
 * `ResumedHydration` value (`resuming` while it hydrates, false from its first effect on).
 */
const parts = new Map<string, Promise<void> | Resumed>();
let queued = 0;

/**
 * Each part's turn comes in a task of its own (a timer after the previous part's), so the browser
 * can paint and answer input between them.
 */
function nextTurn(): Promise<void> {
  queued += 1;
  let left = queued;
  return new Promise((resolve) => {
    const tick = () => (--left === 0 ? resolve() : setTimeout(tick, 0));
    setTimeout(tick, 0);
  });
}

function Gate({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    const part = parts.get(name);
    if (part && !(part instanceof Promise)) part.resuming = false;
  }, [name]);
  let part = parts.get(name);
  if (part === undefined && isHydrating()) {
    part = nextTurn().then(() => {
      parts.set(name, { resuming: true });
    });
    parts.set(name, part);
  }
  // Preact keeps the server's element while its part is suspended in hydration, and hydrates it
  // once the promise settles (compat's Suspense shows no fallback for a hydrating part).
  if (part instanceof Promise) throw part;
  return <ResumedHydration.Provider value={part ?? null}>{children}</ResumedHydration.Provider>;
}

/**
 * Hydrates `children` in a task of its own after the page's first hydrating render, instead of in
 * it: a page's hydration is then several short tasks rather than one long one (a phone stays
 * responsive; Lighthouse counts no long task). While it waits, the server's HTML stays as it is.
 * `children` must render exactly one element (preact keeps one server element for a waiting
 * part). Outside hydration it renders `children` at once.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}
