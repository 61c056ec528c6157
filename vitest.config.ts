import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      // Property-based tests and the zod message scan run thousands of cases: room for a loaded machine.
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], testTimeout: 60_000 } },
      'apps/web',
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/pglite-template.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          // The restart test is about the embedded database on disk; it runs once, above.
          exclude: ['**/node_modules/**', 'apps/server/src/features/system/restart.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/postgres-template.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
