import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// jsdom does not implement scrolling; route changes call it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
