import { useEffect, useState } from 'react';

/**
 * True as soon as the page is scrolled down at all (`window.scrollY > 0`). The position is read in
 * an effect and on scroll events, never while rendering: reading `scrollY` during a render forces
 * the browser to lay out the half-built page, which made the first render of a prerendered page
 * measurably slower. The first render says "not scrolled", as the prerendered HTML does.
 */
export function useWindowScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolled;
}
