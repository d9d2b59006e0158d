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

/** Runs `hydrate` (which renders synchronously) with components knowing that they hydrate. */
export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
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
