import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/bench-entry.ts', 'src/assets-migrate.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // Dependencies stay in node_modules; only our code is bundled.
  skipNodeModulesBundle: true,
});
