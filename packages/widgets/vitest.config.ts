import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Component tests run the React components on real React (as the storefront does); the dealer
// bundle's preact/compat alias belongs to the production build (vite.config.ts) only.
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@liftline/source', ...defaultClientConditions] },
  test: {
    name: 'widgets',
    environment: 'jsdom',
    // Node ≥ 25 has a localStorage of its own on globalThis (experimental; undefined and a warning
    // without --localstorage-file), which jsdom's does not replace: the tests would get no storage.
    execArgv: 'localStorage' in globalThis ? ['--no-experimental-webstorage'] : [],
    include: ['src/**/*.test.{ts,tsx}'],
    // A guard against a hung test, not a speed limit: a long form's test (render, type, submit)
    // took over 5 s, vitest's default, while the server's database tests loaded both cores.
    testTimeout: 20_000,
  },
});
