import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The dialog's tests run on 21 Nov 2026 at noon, local time (only `Date` is faked: timers and
 * promises stay real for the testing library), and unmount after each test.
 */
export function onNov21of2026() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}
