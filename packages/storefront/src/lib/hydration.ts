import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Hydration: a prerendered or server-rendered page keeps its HTML, and the app attaches to it
 * (main.tsx) instead of rendering it again. The first render in the browser must then produce the
 * markup the server produced, attribute for attribute: preact does not compare attributes while it
 * hydrates, so an attribute the browser's first render would change stays as the server wrote it.
 * What only the browser knows (local storage: the quote list, the saved branch; the open dialogs; a
 * media query) is therefore read after hydration: while hydrating, and on the server, components
 * render what the server rendered, then render again with the browser's value.
 */

let hydrating = false;

/** The parts whose hydration waits for a task of its own (`<HydrateLater>`), in page order. */
const waiting: (() => void)[] = [];

/**
 * The channels whose message has not arrived yet, held here: a channel referenced by nothing once
 * its message was posted can be collected before the message arrives, and the wait never ends (the
 * hydration then never finished and the controls stayed disabled: seen once in three e2e runs, the
 * page's hydration loop stuck with no error). Each is closed once its message came.
 */
const channelsInFlight = new Set<MessageChannel>();

/** A promise settled in a new task of the event loop (after the browser painted or handled input). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channelsInFlight.add(channel);
    channel.port1.onmessage = () => {
      channelsInFlight.delete(channel);
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `hydrate` (which renders synchronously) with components knowing that they hydrate. The
 * parts wrapped in `<HydrateLater>` keep their HTML and hydrate afterwards, one task each, so that
 * no task holds the main thread long (a long hydration task is what Total Blocking Time counts);
 * components keep knowing they hydrate until the last part has. `done` runs then.
 */
export function whileHydrating(hydrate: () => void, done: () => void = () => {}): void {
  hydrating = true;
  try {
    hydrate();
  } catch (error) {
    hydrating = false;
    throw error;
  }
  void (async () => {
    try {
      // A part hydrates in the microtasks of its task; a part inside it waits for a later one.
      // The queue is read after each wait, in the task that ends hydrating when it is empty: a part
      // that asked for a turn meanwhile (one that mounted in another task) gets it too.
      for (;;) {
        await nextTask();
        const part = waiting.shift();
        if (!part) break;
        part();
        // Counted by the end-to-end tests (e2e/hydration-parts.spec.ts).
        performance.mark('liftline:hydration-part');
      }
    } finally {
      hydrating = false;
      done();
    }
  })();
}

/**
 * While the page hydrates, a promise settled when the calling part's turn comes (see
 * `whileHydrating`); null otherwise (on the server, after hydration, in a part's own turn).
 */
export function hydrationTurn(): Promise<void> | null {
  if (!hydrating || typeof window === 'undefined') return null;
  return new Promise((resolve) => waiting.push(resolve));
}

/** The attribute marking controls that are disabled only until the app runs (prerendering adds it). */
export const UNTIL_APP_ATTRIBUTE = 'data-until-app';

/**
 * Controls do nothing until the app runs: they arrive disabled, marked `data-until-app` so the app
 * knows which to enable when it hydrates (lib/hydration.ts). Controls the page itself disables
 * keep their `disabled` unmarked. Links work as they are.
 */
export function disableControls(html: string): string {
  return html.replace(
    /<(button|input|select|textarea)\b([^>]*)>/g,
    (tag, name: string, rest: string) =>
      /\sdisabled(?=[\s=>/]|$)/.test(rest)
        ? tag
        : `<${name} disabled="" ${UNTIL_APP_ATTRIBUTE}=""${rest}>`,
  );
}

/**
 * Controls arrive disabled until the app runs (typing into them before would do nothing), marked
 * with `data-until-app`. Hydration keeps attributes, so the marks and the `disabled` they stand
 * for are taken away first; controls the page itself disables carry no mark and stay disabled.
 */
export function enableControls(container: ParentNode): void {
  for (const control of container.querySelectorAll(`[${UNTIL_APP_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute(UNTIL_APP_ATTRIBUTE);
  }
}

const inBrowser = () => typeof window !== 'undefined';

/**
 * False on the server and during hydration, true once the component has mounted in the browser
 * (at once for a component that mounts later). A component rendering browser-only values reads
 * them only when this is true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => inBrowser() && !hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}

/**
 * `useSyncExternalStore` for a store only the browser has: the server's snapshot on the server and
 * while hydrating (preact's `useSyncExternalStore` has no server snapshot of its own), the store's
 * own snapshot after.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
