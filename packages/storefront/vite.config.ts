/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { chunkCatalogs } from './build-plugins/chunk-catalogs';
import { linguiPlainCounts } from './build-plugins/lingui-plain-counts';
import { stripSourceMessages } from './build-plugins/strip-source-messages';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Workspace packages export their TypeScript sources under this condition (see their package.json). */
const SOURCE_CONDITION = '@liftline/source';

/** Where the reference API server listens in development (`pnpm start`). */
const API_ORIGIN = process.env.LIFTLINE_API_ORIGIN ?? 'http://localhost:3000';

/** Where this package's preact lives (the server build names its ES module files directly). */
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

const PREACT_FILES = {
  preact: 'dist/preact.mjs',
  'preact/hooks': 'hooks/dist/hooks.mjs',
  'preact/compat': 'compat/dist/compat.mjs',
  'preact/jsx-runtime': 'jsx-runtime/dist/jsxRuntime.mjs',
} as const;
type PreactEntry = keyof typeof PREACT_FILES;

/**
 * The build runs the React code on preact/compat (as the widgets' dealer bundle does): the same API
 * at a fraction of react-dom's size (about 58 KB less gzip on every page). The browser build
 * resolves preact's entries as usual. The server build (prerendering, and the server's unit pages)
 * renders with preact too, so the browser hydrates exactly the markup it would render: everything
 * is bundled into it, and every path to preact (ES imports and the CommonJS `require`s of
 * libraries' shims alike) leads to the same ES module files, so there is one preact and one set of
 * hooks. Tests and the development server use React itself.
 */
function preactAliases(server: boolean) {
  const to = (entry: PreactEntry) => (server ? join(preactDir, PREACT_FILES[entry]) : entry);
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
    { find: /^react-dom$/, replacement: to('preact/compat') },
    { find: /^react$/, replacement: to('preact/compat') },
    { find: /^react\/jsx-runtime$/, replacement: to('preact/jsx-runtime') },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    // preact/compat has useSyncExternalStore: skip the CommonJS shims some libraries import.
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: to('preact/compat') },
    ...(server
      ? (Object.keys(PREACT_FILES) as PreactEntry[]).map((entry) => ({
          find: new RegExp(`^${entry.replace('/', '\\/')}$`),
          replacement: to(entry),
        }))
      : []),
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // Lingui compiles the PO catalogs the app imports (src/i18n/catalogs.ts) into message modules.
  plugins: [
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    // The build: the English text lives in the English catalog only (see the plugin).
    stripSourceMessages(fileURLToPath(new URL('./src/locales/en/messages.po', import.meta.url))),
    // The build: a plural's count is written without Intl.NumberFormat (see the plugin).
    linguiPlainCounts(),
    // The browser build: a catalog per chunk, made from the PO catalogs (see the plugin).
    chunkCatalogs({
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      catalogs: {
        en: fileURLToPath(new URL('./src/locales/en/messages.po', import.meta.url)),
        es: fileURLToPath(new URL('./src/locales/es/messages.po', import.meta.url)),
      },
      runtime: fileURLToPath(new URL('./src/i18n/chunk-messages.ts', import.meta.url)),
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? preactAliases(isSsrBuild === true) : []),
    ],
    dedupe: ['preact'],
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  ssr: {
    noExternal: command === 'build' ? true : undefined,
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
    // Node ≥ 25 has a localStorage of its own on globalThis (experimental; undefined and a warning
    // without --localstorage-file), which jsdom's does not replace: the tests would get no storage.
    execArgv: 'localStorage' in globalThis ? ['--no-experimental-webstorage'] : [],
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // A guard against a hung test, not a speed limit: a long form's test (render, type, submit)
    // took over 5 s, vitest's default, while the server's database tests loaded both cores.
    testTimeout: 20_000,
    isolate: false,
  },
}));
