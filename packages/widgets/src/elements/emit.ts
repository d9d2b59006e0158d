/**
 * Dispatches a widget event from the element itself: bubbling and composed, so a listener on the
 * element, on `document` or on any ancestor (also across shadow roots) hears it.
 */
export function emit<D>(host: Element, name: string, detail: D): boolean {
  return host.dispatchEvent(new CustomEvent<D>(name, { detail, bubbles: true, composed: true }));
}
