import { afterEach, describe, expect, it } from 'vitest';
import { defaultStorage } from './storage';

/**
 * On Node.js ≥ 25 `globalThis.localStorage` exists (experimental): a file shared by every process
 * started with `--localstorage-file`, a warning and no storage without it. Node integrators keep
 * their tokens in memory, as on older Node; a browser page (a `window`) gets its `localStorage`.
 */
const scope = globalThis as Record<string, unknown>;
const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  delete scope.window;
  if (saved) Object.defineProperty(globalThis, 'localStorage', saved);
  else delete scope.localStorage;
});

function fakeLocalStorage() {
  const reads: string[] = [];
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      reads.push('localStorage');
      return storage;
    },
  });
  return { storage, reads };
}

describe('defaultStorage', () => {
  it("does not touch Node's own localStorage: memory storage on Node", () => {
    const { storage, reads } = fakeLocalStorage();
    const chosen = defaultStorage();
    expect(reads).toEqual([]);
    expect(chosen).not.toBe(storage);
    chosen.setItem('k', 'v');
    expect(chosen.getItem('k')).toBe('v');
    expect(storage.getItem('k')).toBeNull();
  });

  it('uses localStorage in a browser page (a window)', () => {
    const { storage } = fakeLocalStorage();
    scope.window = globalThis;
    expect(defaultStorage()).toBe(storage);
  });

  it('falls back to memory in a browser page whose storage refuses', () => {
    const { storage } = fakeLocalStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    scope.window = globalThis;
    const chosen = defaultStorage();
    expect(chosen).not.toBe(storage);
    chosen.setItem('k', 'v');
    expect(chosen.getItem('k')).toBe('v');
  });
});
