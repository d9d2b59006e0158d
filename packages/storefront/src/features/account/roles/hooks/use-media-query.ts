import { useBrowserStore } from '@/lib/hydration';

/**
 * Whether a CSS media query matches, following changes (rotation, resizing). Where `matchMedia`
 * does not exist (tests in jsdom), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useBrowserStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** The permission matrix and the users table need this much width; below it they stack. */
export const WIDE_TABLE_QUERY = '(min-width: 992px)';
