/**
 * A chunk that fails to load (usually: a new deployment removed the old hashed
 * files) triggers a full page reload, at most once per 60 s so a broken deployment cannot loop.
 */

export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'liftline:chunk-reload-at';

export interface ReloadTarget {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
}

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** Whether an error comes from a failed `import()` of a code-split chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

/**
 * Reloads the page unless it was already reloaded for this reason in the last 60 s. Returns whether
 * it reloads. Without session storage nothing can be throttled, so it does not reload.
 */
export function reloadAfterChunkError(target: ReloadTarget = window, now = Date.now()): boolean {
  try {
    const last = Number(target.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
    target.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  target.location.reload();
  return true;
}

/**
 * Listens for Vite's `vite:preloadError`. `preventDefault()` is only called when the page really
 * reloads (it makes the failed import resolve to `undefined`); otherwise the error reaches the route's
 * error boundary and the error page.
 */
export function installChunkErrorReload(
  target: ReloadTarget & Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  /** Errors to leave alone, e.g. those of link prefetches (nobody waits for those chunks yet). */
  ignore: () => boolean = () => false,
) {
  const onPreloadError = (event: Event) => {
    if (ignore()) return;
    if (reloadAfterChunkError(target)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
