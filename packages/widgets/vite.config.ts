import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defaultClientConditions, defineConfig } from 'vite';

const conditions = ['@liftline/source', ...defaultClientConditions];
const modalFile = new URL('./dist/request-quote-modal.mjs', import.meta.url);
// The dialog's content hash: widgets.js asks for `request-quote-modal.mjs?v=<hash>`.
const modalVersion = existsSync(modalFile)
  ? createHash('sha256').update(readFileSync(modalFile)).digest('hex').slice(0, 12)
  : 'dev';

// `vite build` emits the dealer bundle: dist/widgets.js (classic script) and dist/widgets.mjs (ES
// module), with React aliased to preact/compat for size. It keeps dist/request-quote-modal.mjs,
// which `vite build -c vite.modal.config.ts` builds first (see package.json `build`).
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  resolve: {
    conditions,
    dedupe: ['preact'],
    // preact/compat has useSyncExternalStore: skip the CommonJS shims @xstate/react imports.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/elements/use-sync-external-store-with-selector.ts', import.meta.url),
        ),
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __QUOTE_MODAL_VERSION__: JSON.stringify(modalVersion),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: 'src/elements/define-elements.ts',
      name: 'LiftlineWidgets',
      formats: ['iife', 'es'],
      fileName: (format) => (format === 'es' ? 'widgets.mjs' : 'widgets.js'),
    },
    rolldownOptions: { output: { minify: true } },
  },
});
