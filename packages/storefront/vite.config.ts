/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Workspace packages export their TypeScript sources under this condition (see their package.json). */
const SOURCE_CONDITION = '@liftline/source';

/** Where the reference API server listens in development (`pnpm start`). */
const API_ORIGIN = process.env.LIFTLINE_API_ORIGIN ?? 'http://localhost:3000';

/**
 * The browser build runs the React code on preact/compat (as the widgets' dealer bundle does): the
 * same API at a fraction of react-dom's size (about 58 KB less gzip on every page). Tests, the
 * development server and the build-time prerendering (HTML only) use React itself.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // preact/compat has useSyncExternalStore: skip the CommonJS shims some libraries import.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? preactCompat : []),
    ],
    dedupe: ['preact'],
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/widgets': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/widgets': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Maps for debugging and error tracking, not referenced from the served files.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which CSS and JS each page needs (scripts/prerender-storefront.mjs
    // links them into the prerendered pages).
    manifest: true,
  },
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // A guard against a hung test, not a speed limit: a long form's test (render, type, submit)
    // took over 5 s, vitest's default, while the server's database tests loaded both cores.
    testTimeout: 20_000,
  },
}));
