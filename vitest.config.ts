import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests; each package has its own config.
export default defineConfig({
  test: {
    projects: ['packages/*'],
    // A test file per core. Vitest's default for `run` leaves one core out (one worker on a 2-core
    // machine), yet the files wait on their own CPU work (PGlite, building the app), not on the
    // main process: on 2 cores, 2 workers (docs/development.md, "Test databases").
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
