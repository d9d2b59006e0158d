/**
 * A one-time message for the next page (e.g. "Product created" after moving from the new-product
 * form to the product's own page). Read with `peekNotice` while rendering, then `forgetNotice`.
 */
const notices = new Map<string, string>();

export function leaveNotice(key: string, message: string): void {
  notices.set(key, message);
}

export function peekNotice(key: string): string | null {
  return notices.get(key) ?? null;
}

export function forgetNotice(key: string): void {
  notices.delete(key);
}
