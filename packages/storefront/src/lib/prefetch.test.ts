import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isPrefetching,
  loaderFor,
  prefetchLinksInUse,
  prefetchRoute,
  registerPrefetchRoutes,
  resetPrefetch,
  shouldPrefetch,
} from './prefetch';

// Also before: the test files of a worker share this module, and an app rendered by another file
// registered its own routes.
beforeEach(() => resetPrefetch());
afterEach(() => resetPrefetch());

describe('link prefetch', () => {
  it('is skipped on data-saver and 2g connections', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it("loads the matching route's chunk once", () => {
    const detail = vi.fn(() => Promise.resolve({}));
    const listing = vi.fn(() => Promise.resolve({}));
    registerPrefetchRoutes([
      { path: '/equipment', load: listing },
      { path: '/equipment/:equipment_id', load: detail },
    ]);

    expect(prefetchRoute('/equipment/12?x=1', { effectiveType: '4g' })).toBe(true);
    expect(prefetchRoute('/equipment/13', { effectiveType: '4g' })).toBe(false);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(listing).not.toHaveBeenCalled();
    expect(prefetchRoute('/nowhere', { effectiveType: '4g' })).toBe(false);
  });

  it('finds the page of a Spanish path (/es/…) and of the Spanish home page', () => {
    const home = vi.fn(() => Promise.resolve({}));
    const detail = vi.fn(() => Promise.resolve({}));
    registerPrefetchRoutes([
      { path: '/', load: home },
      { path: '/equipment/:equipment_id', load: detail },
    ]);

    expect(loaderFor('/es/equipment/12?x=1')).toBe(detail);
    expect(loaderFor('/es')).toBe(home);
    expect(loaderFor('/es/')).toBe(home);
    expect(loaderFor('/es/nowhere')).toBeNull();
  });

  it('does nothing on a slow connection', () => {
    const load = vi.fn(() => Promise.resolve({}));
    registerPrefetchRoutes([{ path: '/eq-inventory', load }]);

    expect(prefetchRoute('/eq-inventory', { effectiveType: '2g' })).toBe(false);
    expect(prefetchRoute('/eq-inventory', { saveData: true })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('ignores failures and may try again later', async () => {
    let fail = true;
    const load = vi.fn(() =>
      fail ? Promise.reject(new Error('chunk gone')) : Promise.resolve({}),
    );
    registerPrefetchRoutes([{ path: '/invite', load }]);

    prefetchRoute('/invite', {});
    expect(isPrefetching()).toBe(true);
    await vi.waitFor(() => expect(isPrefetching()).toBe(false));
    fail = false;
    expect(prefetchRoute('/invite', {})).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefetches the link focused or pointed at before the app started, inside the app only', () => {
    const catalog = vi.fn(() => Promise.resolve({}));
    const unit = vi.fn(() => Promise.resolve({}));
    const about = vi.fn(() => Promise.resolve({}));
    registerPrefetchRoutes([
      { path: '/equipment', load: catalog },
      { path: '/equipment/:equipment_id', load: unit },
      { path: '/about', load: about },
    ]);
    document.body.innerHTML = `
      <a id="outside" href="/about">About</a>
      <div id="root"><a id="catalog" href="/equipment">Catalog</a><a id="unit" href="/equipment/7">Unit</a>
      <a id="away" href="https://example.com/">Away</a></div>`;
    const root = document.getElementById('root')!;

    // Nothing focused or pointed at: nothing loads.
    expect(prefetchLinksInUse(root)).toBe(0);
    // Focus outside the app's element is not the app's business.
    document.getElementById('outside')!.focus();
    expect(prefetchLinksInUse(root)).toBe(0);
    // An off-site link has no chunk.
    document.getElementById('away')!.focus();
    expect(prefetchLinksInUse(root)).toBe(0);

    document.getElementById('unit')!.focus();
    expect(prefetchLinksInUse(root)).toBe(1);
    expect(unit).toHaveBeenCalledTimes(1);

    // jsdom keeps no pointer; the hovered link is what the selector finds in a browser (e2e).
    const hovered = document.getElementById('catalog')!;
    const select = vi.spyOn(root, 'querySelectorAll').mockReturnValue([hovered] as never);
    expect(prefetchLinksInUse(root)).toBe(1);
    expect(select).toHaveBeenCalledWith('a[href]:hover');
    expect(catalog).toHaveBeenCalledTimes(1);
    expect(about).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});
