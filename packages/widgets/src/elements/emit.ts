/**
 * Dispatches a widget event from the element itself: bubbling and composed, so a listener on the
 * element, on `document` or on any ancestor (also across shadow roots) hears it. With
 * `cancelable`, false means a listener called `preventDefault()`.
 */
export function emit<D>(
  host: Element,
  name: string,
  detail: D,
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent<D>(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}
