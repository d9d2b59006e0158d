import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's tests; each package has its own config.
export default defineConfig({
  test: {
    projects: ['packages/*'],
  },
});
