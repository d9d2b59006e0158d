import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isPrefetching,
  prefetchRoute,
  registerPrefetchRoutes,
  resetPrefetch,
  shouldPrefetch,
} from './prefetch';

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
});
