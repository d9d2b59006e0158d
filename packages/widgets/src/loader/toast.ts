import type { WordTables } from '../messages';
import { TOAST_DURATION_MS } from '../toast/duration';
import { h } from './dom';

/**
 * The widgets' 'Oops!' toast (the same markup and look as `InlineToast`) for code that could not
 * be loaded; it hides after TOAST_DURATION_MS or on its close button.
 */
export function showLoadError(
  parent: Element | ShadowRoot,
  words: WordTables['loader'],
): HTMLElement {
  parent.querySelector('.lf-toast')?.remove();
  const close = h('button', {
    type: 'button',
    class: 'lf-toast__close',
    'aria-label': words.dismiss,
  });
  close.append(h('span', { 'aria-hidden': 'true' }, '×'));
  const toast = h(
    'div',
    { class: 'lf-toast', role: 'alert', part: 'toast' },
    h(
      'div',
      { class: 'lf-toast__body' },
      h('strong', { class: 'lf-toast__title' }, words.loadErrorTitle),
      h('p', { class: 'lf-toast__message' }, words.loadError),
    ),
    close,
  );
  const timer = setTimeout(() => toast.remove(), TOAST_DURATION_MS);
  close.addEventListener('click', () => {
    clearTimeout(timer);
    toast.remove();
  });
  parent.append(toast);
  return toast;
}
