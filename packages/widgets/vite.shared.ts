import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

/** Module resolution of both widget builds: the workspace packages' sources, one preact. */
export const resolve: UserConfig['resolve'] = {
  conditions: ['@liftline/source', ...defaultClientConditions],
  dedupe: ['preact'],
  // The chunks' own useActorRef and useSelector (src/elements/actor-hooks.ts) on React's
  // useSyncExternalStore, instead of @xstate/react and the CommonJS shims it imports.
  alias: [
    {
      find: /^@xstate\/react$/,
      replacement: fileURLToPath(new URL('./src/elements/actor-hooks.ts', import.meta.url)),
    },
  ],
};

/**
 * The chunk build's manifest (see vite.chunks.config.ts), which the loader build reads: Vite's
 * default place, a dot folder the server does not serve.
 */
export const CHUNK_MANIFEST = '.vite/manifest.json';
