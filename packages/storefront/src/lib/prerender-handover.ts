import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Replaces a prerendered page with the app's first render without moving the visitor. React
 * empties the container before it inserts the new tree, and when the browser lays out the empty
 * page in between (Chromium does) the scroll position drops to the top and focus to the body: a
 * visitor who scrolled or tabbed while the code loaded was thrown back. The scroll position and
 * the focused control (by its place among the focusable elements: it is the same page) are kept.
 */
export function renderOverPrerendered(root: Root, container: HTMLElement, app: ReactNode): void {
  const { scrollX, scrollY } = window;
  const active = document.activeElement;
  const focused = [...container.querySelectorAll(FOCUSABLE)].findIndex((el) => el === active);
  flushSync(() => root.render(app));
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) {
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  }
  if (focused >= 0) {
    container.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus({ preventScroll: true });
  }
}
