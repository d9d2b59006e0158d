import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const isScrolled = () => window.scrollY > 0;

/** True as soon as the page is scrolled down at all (`window.scrollY > 0`). */
export function useWindowScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, () => false);
}
