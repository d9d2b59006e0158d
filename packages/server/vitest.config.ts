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
    // Safety nets for a hung test, not speed limits: many tests make an app (a copy of the migrated
    // template database, seeded, and the app built from the contract), which takes 2 s on an idle
    // machine, over 14 s on a loaded one, and once over 60 s in a `beforeAll` at load 21 on 2 cores
    // (auth/profile.test.ts, when each app still migrated from nothing).
    testTimeout: 60000,
    hookTimeout: 120000,
    // The files of a worker share one module graph: evaluating the app's ~300 source modules took
    // 1.6 s per file, about 40 % of the server project's CPU time (docs/development.md, "Test
    // databases"). Each file still makes its own app and database, closes them in `afterAll`, and
    // restores what it changes globally (process.env, the OpenTelemetry globals, timers).
    isolate: false,
  },
});
