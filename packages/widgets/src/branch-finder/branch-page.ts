/**
 * Where `<find-branch>` links the saved branch: `/branches/{id}` on the store. The store is the
 * `store-url` attribute (`storeUrl` prop) when it is an http(s) URL, else the API's origin, else
 * the page's origin; anything else (`javascript:`, `data:`, garbage) falls back, never reaches an
 * `href`.
 */

/** `value` as an http(s) URL (a relative one resolved against the page), or null. */
function httpUrl(value: string | null | undefined): URL | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, globalThis.location?.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The store the branch pages are on: `storeUrl` when it is an http(s) URL (its path kept: a store
 * under `/shop/` links to `/shop/branches/{id}`), else `apiBase`'s origin, else the page's.
 */
export function storeBase(storeUrl?: string | null, apiBase?: string | null): string {
  const store = httpUrl(storeUrl);
  if (store) return store.href;
  return (httpUrl(apiBase)?.origin ?? globalThis.location?.origin ?? '') + '/';
}

/** The branch's page on the store (`storeBase`'s answer, or a path on this page's origin). */
export function branchPageHref(store: string | undefined, branchId: number): string {
  const base = store ? (store.endsWith('/') ? store : `${store}/`) : '/';
  return `${base}branches/${encodeURIComponent(String(branchId))}`;
}
