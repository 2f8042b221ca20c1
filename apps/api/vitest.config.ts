import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const TESTS = ['test/**/*.test.ts', 'src/**/*.test.ts'];
/** Files that replace a module with vi.mock (they run isolated; see below). */
const MOCKING = ['test/error-masking.test.ts', 'test/error-reporting.test.ts'];

// Integration tests run in-process against a fresh database per file: in-memory PGlite by default,
// a throwaway PostgreSQL database when DATABASE_URL is set (test/helpers/test-db.ts).
export default defineConfig({
  resolve: {
    // graphql 16 ships CJS ("main") and ESM ("module") without an exports map. Node, and so Yoga in
    // node_modules, loads the CJS build, while Vite would give our sources the ESM one: two
    // GraphQLError classes, and every expected error would be masked. Use Node's choice everywhere.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    environment: 'node',
    // Migrates one database for the run; every file starts from a copy of it (docs/testing.md "CI time").
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Files share their worker's modules: each file builds its own app and database, and importing
        // the server's modules again for each of 115 files took two thirds of the suite's time
        // (docs/testing.md "CI time").
        test: { name: 'api', include: TESTS, exclude: MOCKING, isolate: false },
      },
      {
        extends: true,
        // vi.mock replaces a module for the file that asks, which needs modules of its own.
        test: { name: 'api-mocks', include: MOCKING, isolate: true },
      },
    ],
  },
});
