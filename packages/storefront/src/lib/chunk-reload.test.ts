import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_THROTTLE_MS,
  installChunkErrorReload,
  isChunkLoadError,
  reloadAfterChunkError,
} from './chunk-reload';

function fakeWindow(stored: string | null = null) {
  const values = new Map<string, string>(stored ? [[CHUNK_RELOAD_KEY, stored]] : []);
  const target = Object.assign(new EventTarget(), {
    sessionStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
    location: { reload: vi.fn() },
  });
  return { target, values };
}

describe('reloadAfterChunkError', () => {
  it('reloads and remembers when', () => {
    const { target, values } = fakeWindow();

    expect(reloadAfterChunkError(target, 1_000_000)).toBe(true);
    expect(target.location.reload).toHaveBeenCalledOnce();
    expect(values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads at most once per 60 s', () => {
    const { target } = fakeWindow('1000000');

    expect(reloadAfterChunkError(target, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS - 1)).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
    expect(reloadAfterChunkError(target, 1_000_000 + CHUNK_RELOAD_THROTTLE_MS)).toBe(true);
  });

  it('does not reload when it cannot throttle (storage blocked)', () => {
    const { target } = fakeWindow();
    target.sessionStorage.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };

    expect(reloadAfterChunkError(target)).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
  });
});

describe('installChunkErrorReload', () => {
  it('handles vite:preloadError, preventing the error only when it reloads', () => {
    const { target } = fakeWindow();
    const uninstall = installChunkErrorReload(target as never);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(target.location.reload).toHaveBeenCalledOnce();

    uninstall();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/home-abc.js',
    'error loading dynamically imported module: https://x/assets/home-abc.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/home-abc.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('leaves errors alone that the caller ignores (prefetches)', () => {
    const { target } = fakeWindow();
    const uninstall = installChunkErrorReload(target as never, () => true);

    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
    expect(target.location.reload).not.toHaveBeenCalled();
    uninstall();
  });
});
