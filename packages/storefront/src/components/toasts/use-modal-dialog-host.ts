import { useBrowserStore } from '@/lib/hydration';

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // Engines without `:modal` (older browsers, jsdom): an open dialog counts as modal.
    return true;
  }
}

function topmostModalDialog(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]');
  for (let i = open.length - 1; i >= 0; i--) {
    const dialog = open[i];
    if (dialog && isModal(dialog)) return dialog;
  }
  return null;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => observer.disconnect();
}

/**
 * The open modal `<dialog>` on top, if any. A modal dialog sits in the browser's top layer and makes
 * the rest of the page inert, so anything that must stay visible and announced while it is open (the
 * branch finder reports its errors with the modal still open) has to render inside it.
 */
export function useModalDialogHost(): HTMLDialogElement | null {
  return useBrowserStore(subscribe, topmostModalDialog, () => null);
}
