import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A clipboard whose `writeText` resolves, for every test of the file (call at its top level);
 * `Reflect.deleteProperty(navigator, 'clipboard')` in a test gives a browser without one.
 * Returns the current test's `writeText` mock.
 */
export function stubClipboard(): () => ReturnType<typeof vi.fn> {
  let writeText = vi.fn();
  beforeEach(() => {
    writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });
  return () => writeText;
}
