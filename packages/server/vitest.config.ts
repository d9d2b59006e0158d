import { defineProject } from 'vitest/config';

// The SDK from its sources (the `@liftline/source` condition, as TypeScript resolves it): only the
// estimate's parity test imports it (src/leads/rental-estimate.parity.test.ts); runtime code never
// does (ESLint). No `module` condition: with it the AWS SDK resolves to its `dist-es` files, whose
// extensionless imports Node cannot load; tests take what Node itself takes (`import`/`node`).
const conditions = ['@liftline/source', 'node', 'development|production'];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
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
