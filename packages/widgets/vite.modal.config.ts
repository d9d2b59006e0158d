import type { Plugin } from 'vite';
import { defaultClientConditions, defineConfig } from 'vite';
import {
  MODAL_RUNTIME,
  MODAL_RUNTIME_GLOBALS,
  type ModalRuntimeModule,
} from './src/elements/request-quote/modal-runtime-contract.ts';

const conditions = ['@liftline/source', ...defaultClientConditions];
const shared = Object.keys(MODAL_RUNTIME) as ModalRuntimeModule[];

/**
 * Fails the build when the dialog imports something from the shared modules that the main bundle
 * does not hand over (see modal-runtime-contract.ts), or imports them in a way that cannot be
 * handed over (default or namespace imports).
 */
function checkSharedImports(): Plugin {
  return {
    name: 'liftline:check-shared-imports',
    enforce: 'post',
    transform(code, id) {
      const program = this.parse(code);
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
        const source = node.source?.value;
        if (typeof source !== 'string' || !shared.includes(source as ModalRuntimeModule)) continue;
        const allowed: readonly string[] = MODAL_RUNTIME[source as ModalRuntimeModule];
        for (const specifier of node.specifiers) {
          const name =
            specifier.type === 'ImportSpecifier' || specifier.type === 'ExportSpecifier'
              ? specifier.type === 'ImportSpecifier'
                ? specifier.imported
                : specifier.local
              : null;
          const imported = name && 'name' in name ? name.name : null;
          if (!imported || !allowed.includes(imported)) {
            this.error(
              `${id}: "${imported ?? specifier.type}" from "${source}" is not in MODAL_RUNTIME (modal-runtime-contract.ts)`,
            );
          }
        }
      }
      return null;
    },
  };
}

/** Wraps the minified IIFE into `export function init(runtime) { … return __lf_modal }`. */
function wrapInInit(): Plugin {
  return {
    name: 'liftline:wrap-in-init',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = `export function init(runtime){const ${bindings};${chunk.code}\nreturn __lf_modal}\n`;
      }
    },
  };
}

const bindings = shared
  .map((module) => `${MODAL_RUNTIME_GLOBALS[module]}=runtime[${JSON.stringify(module)}]`)
  .join(',');

// `vite build -c vite.modal.config.ts` emits dist/request-quote-modal.mjs: an ES module whose
// only export is `init(runtime)`, which evaluates the dialog's code with the main bundle's preact,
// xstate and @xstate/react and returns `{ QuoteModal, css }`. Run it before the main build.
export default defineConfig({
  plugins: [checkSharedImports(), wrapInInit()],
  resolve: { conditions },
  // JSX compiles to `react/jsx-runtime` calls, which the main bundle supplies (preact's).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'src/elements/request-quote/modal-chunk.ts',
      name: '__lf_modal',
      formats: ['iife'],
      fileName: () => 'request-quote-modal.mjs',
    },
    rolldownOptions: {
      external: shared,
      output: {
        globals: MODAL_RUNTIME_GLOBALS,
        minify: true,
      },
    },
  },
});
