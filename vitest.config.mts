import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'];
/** The tests that start the exchange server, its databases and its engine (tests/api/harness.ts). */
const SERVER_TESTS = ['server/**/*.test.ts', 'tests/api/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    // Ceilings for a stuck test or hook, not speed goals: an API test starts (and restarts) real
    // servers, and a machine three times slower than this one must still pass (a restarted server
    // was not listening yet when a 20 s limit ended the test there).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default is a worker fewer than the cores: one alone on the 2-core CI. Three: the
    // server files wait on real time (restarts, timers, the read model's writes) a third of the
    // time, and a third worker fills it: the 139 server files in 287 s at 167 % CPU against 349 s
    // at 139 % with two (same machine, one after the other). Every API test file has its own
    // server, database, port and users; each worker its own Redis (tests/setup/vitest.setup.ts).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...EXCLUDE, ...SERVER_TESTS],
          // Each file still gets its own module graph and environment (a fresh jsdom, fresh
          // stores), in a VM context of a worker that lives on: the process start and the
          // libraries' loading (React, Radix, next-intl, jsdom) are paid once per worker instead
          // of once per file: 94 s against 180 s for 220 of these files (2 cores).
          pool: 'vmForks',
          // Node 20 resolves next's require of @swc/helpers to its ES module build (the
          // "module-sync" condition), which a VM context cannot require; Vitest drops that
          // condition only on Node 22.12+. See tests/setup/swc-helpers-cjs.mjs.
          execArgv: [
            '--import',
            new URL('./tests/setup/swc-helpers-cjs.mjs', import.meta.url).href,
          ],
          // jsdom's `crypto` has no `subtle` in a VM context (lib/device-id hashes with it).
          // And Testing Library's waits ceilinged for a busy machine (tests/setup/testing-library.ts).
          setupFiles: ['./tests/setup/vm-web-crypto.ts', './tests/setup/testing-library.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: EXCLUDE,
          // Processes, not VM contexts (a server test starts, kills and restarts real servers,
          // PGlite and worker threads; in VM contexts it measured slower and 13 tests failed).
          pool: 'forks',
          // One module graph per worker, not per file: each file still starts its own servers on
          // their own data folders and databases (tests/api/harness.ts), so no exchange state
          // passes from one file to the next; what is shared is the loaded code (the server,
          // Fastify, Drizzle, zod: about 2.5 s of loading per file). 416 s against 514 s for
          // the 139 files on 2 cores, all passing.
          isolate: false,
          // A migrated PGlite database made once, copied by every test server (tests/api/harness.ts).
          globalSetup: ['./tests/setup/global-setup.ts'],
        },
      },
    ],
  },
});
