import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Safety nets for a hung test, not speed limits: many tests make an app (a fresh database,
    // migrated), which takes 2 s on an idle machine and over 14 s on a loaded one.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
