import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

/** Module resolution of both widget builds: the workspace packages' sources, one preact. */
export const resolve: UserConfig['resolve'] = {
  conditions: ['@liftline/source', ...defaultClientConditions],
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
};

/**
 * The chunk build's manifest (see vite.chunks.config.ts), which the loader build reads: Vite's
 * default place, a dot folder the server does not serve.
 */
export const CHUNK_MANIFEST = '.vite/manifest.json';
