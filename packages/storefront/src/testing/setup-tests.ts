import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…`/`waitFor` wait up to 5 s (default 1 s): lazy pages and fake API answers take longer
// when the test runner shares two cores with the other projects (npm test, CI).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Tokens and the saved branch live in localStorage (as in the browser): each test starts empty.
  localStorage.clear();
});

// The test files of a worker share one document and their modules (`isolate: false` in
// vite.config.ts): what a file leaves in the document outside React's roots (a dialog moved to
// <body>, the <html> lang, the address), or in session storage and cookies, goes with it.
afterAll(() => {
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  document.title = '';
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom does not implement scrolling; route changes call it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
