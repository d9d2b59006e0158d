import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { CHUNK_MANIFEST, resolve } from './vite.shared.ts';

/** Each element's code: the entry's name is the element's tag (the loader imports it by tag). */
const ENTRIES: Record<string, string> = {
  'find-branch': 'src/elements/find-branch/mount.tsx',
  'request-quote': 'src/elements/request-quote/mount.tsx',
  'quote-list-button': 'src/elements/quote-list-button/mount.tsx',
  'equipment-list': 'src/elements/equipment-list/mount.tsx',
  // Spanish, loaded only for an element whose `lang` is Spanish: the loader's first-paint words
  // (before it paints), and every element's and the SDK's words (beside the element's code).
  'loader-es': 'src/messages/es/loader.ts',
  'words-es': 'src/elements/words-es.ts',
};

// `vite build -c vite.chunks.config.ts` (first step of `npm run build`) emits the code behind the
// elements: dist/chunks/<tag>-<hash>.mjs per element, whose only export is `mount`
// (src/elements/mount-contract.ts), and the code they share (preact, the SDK client, the quote
// dialog) in shared hashed chunks that they import relatively; React is preact. The
// manifest (dist/.vite/manifest.json, not served) tells the loader build (vite.config.ts) each file.
export default defineConfig({
  plugins: [preact({ devToolsEnabled: false, prefreshEnabled: false, reactAliasesEnabled: false })],
  resolve: {
    ...resolve,
    // React is src/elements/react-on-preact.ts: preact's hooks and the part of preact/compat the
    // components use (about 2 KB gzip less than all of preact/compat).
    alias: [
      ...(resolve?.alias as { find: RegExp; replacement: string }[]),
      {
        find: /^react$/,
        replacement: fileURLToPath(new URL('./src/elements/react-on-preact.ts', import.meta.url)),
      },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: CHUNK_MANIFEST,
    modulePreload: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: Object.fromEntries(Object.entries(ENTRIES).filter(([, path]) => existsSync(path))),
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: 'chunks/[name]-[hash].mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        minify: true,
        // Few files, each compressing well, none loaded where it is not used: what three or more
        // elements share (preact, the SDK client, the words), then xstate (the machines of the
        // finder and the dialog; not the list's). The dialog's code is shared by <request-quote>
        // and <quote-list-button> only, so it gets a chunk of its own.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'runtime',
              test: /[\\/]node_modules[\\/](preact|openapi-fetch)[\\/]|[\\/]packages[\\/]sdk[\\/]|[\\/]src[\\/](messages|toast|elements)[\\/][^\\/]+$/,
              minShareCount: 3,
              priority: 2,
            },
            {
              name: 'xstate',
              test: /[\\/]node_modules[\\/]xstate[\\/]|[\\/]src[\\/](elements[\\/]actor-hooks\.|styles[\\/]shared\.scss)/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
