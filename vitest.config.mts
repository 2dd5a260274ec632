import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    // A migrated PGlite database made once, copied by every test server (tests/api/harness.ts).
    globalSetup: ['./tests/setup/global-setup.ts'],
    pool: 'forks',
    // Ceilings for a stuck test or hook, not speed goals: an API test starts (and restarts) real
    // servers, and a machine three times slower than this one must still pass (a restarted server
    // was not listening yet when a 20 s limit ended the test there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is a worker fewer than the cores: one alone on the 2-core CI, where the
    // API tests (85 % of the time) mostly wait on their servers, databases and timers. Two
    // overlap those waits; every API test file has its own server, database, port and users.
    maxWorkers: 2,
    include: ['**/*.test.{ts,tsx}'],
    exclude: EXCLUDE,
  },
});
