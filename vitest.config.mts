import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'];

/**
 * Tests that share the one Redis of scripts/server-test-services.sh: its keys (the per-address
 * limits) and its pub/sub channels (socket.io's adapter, the command bus) are common to every
 * server using it, so these run one at a time, after the rest.
 */
const SHARED_REDIS_TESTS = [
  'tests/api/account-security.test.ts',
  'tests/api/follow-edge.test.ts',
  'tests/api/redis-fanout.test.ts',
  'tests/api/trading-edge.test.ts',
  'tests/api/wallet-edge.test.ts',
  'server/auth/rate-limiter.test.ts',
  'server/realtime/gateway-close.test.ts',
];

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
    testTimeout: 20_000,
    // Vitest's default is a worker fewer than the cores: one alone on the 2-core CI, where the
    // API tests (85 % of the time) mostly wait on their servers, databases and timers. Two
    // overlap those waits; every API test file has its own server, database, port and users.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...EXCLUDE, ...SHARED_REDIS_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'shared-redis',
          include: SHARED_REDIS_TESTS,
          exclude: EXCLUDE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
