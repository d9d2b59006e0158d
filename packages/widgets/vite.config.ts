import preact from '@preact/preset-vite';
import { defaultClientConditions, defineConfig } from 'vite';

const conditions = ['@liftline/source', ...defaultClientConditions];

// `vite build` emits the dealer bundle: dist/widgets.js (classic script) and dist/widgets.mjs (ES
// module), with React aliased to preact/compat for size.
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false })],
  resolve: { conditions, dedupe: ['preact'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    lib: {
      entry: 'src/elements/define-elements.ts',
      name: 'LiftlineWidgets',
      formats: ['iife', 'es'],
      fileName: (format) => (format === 'es' ? 'widgets.mjs' : 'widgets.js'),
    },
    rolldownOptions: { output: { minify: true } },
  },
});
