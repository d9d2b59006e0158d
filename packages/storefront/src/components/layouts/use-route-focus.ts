import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After a client-side navigation (not on first load) the page starts at the top and keyboard and
 * screen reader users start at the new page's content, as after a full page load.
 */
export function useRouteFocus<T extends HTMLElement>() {
  const [pathname] = useLocation();
  const ref = useRef<T>(null);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return ref;
}
