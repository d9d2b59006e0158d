import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…`/`waitFor` wait up to 5 s (default 1 s): lazy pages and fake API answers take longer
// when the test runner shares two cores with the other projects (npm test, CI).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Tokens and the saved branch live in localStorage (as in the browser): each test starts empty.
  localStorage.clear();
});

// jsdom does not implement scrolling; route changes call it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
