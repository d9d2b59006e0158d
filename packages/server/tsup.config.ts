import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/bench-entry.ts', 'src/assets-migrate.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; only our code is bundled, with one exception: Lingui's
  // runtime (and what it loads). Installed, @lingui/core brings its optional peer, the Babel
  // macro, which the workspace has for the storefront, and with it Babel and TypeScript: the
  // image's production install would hold them. Bundled, it needs nothing at run time.
  skipNodeModulesBundle: true,
  noExternal: ['@lingui/core', '@lingui/message-utils', '@messageformat/parser', 'moo'],
});
