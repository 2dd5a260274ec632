/**
 * `npm run fuzz:api -- [--requests 20000] [--frames N] [--seed S] [--concurrency 8]`
 *
 * The API test suite's fuzzing at a larger size: starts the real server (web off, engine on
 * without market makers, a temporary data folder with embedded PGlite, or the database of
 * FUZZ_DATABASE_URL, which must be an empty database nothing else uses), signs up one user, sends
 * seeded malformed requests over every route Fastify registered and malformed socket frames, and
 * prints the status counts, the server errors and whether the SQL tables and the users' engine
 * state stayed the same. Exits 1 on any 5xx, stack trace, non-envelope answer or change of state.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isApiPath } from '../server/api/app';
import { loadConfig } from '../server/config';
import { startExchangeServer } from '../server/http-server';
import { createLogger } from '../server/logger';
import { signUpByEmail } from '../tests/api/auth-client';
import { generateRequests } from '../tests/api/fuzz-requests';
import {
  describeReport,
  FUZZ_SERVER_ENV,
  fuzzRoutes,
  runHttpFuzz,
  stateFingerprint,
} from '../tests/api/fuzz-run';
import { runSocketFuzz } from '../tests/api/fuzz-socket';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    frames: { type: 'string' },
    seed: { type: 'string', default: '20261124' },
    concurrency: { type: 'string', default: '8' },
  },
});
const requests = Number(values.requests);
const frames = Number(values.frames ?? Math.max(100, Math.round(requests / 10)));
const seed = Number(values.seed);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'exch-fuzz-'));
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.FUZZ_DATABASE_URL,
  WEB: 'off',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  ...FUZZ_SERVER_ENV,
});
const server = await startExchangeServer({ config, log: createLogger(config.logLevel) });
let failed = true;
try {
  const token = await signUpByEmail(server.url, `fuzz.${process.pid}@example.com`);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // the sign-up's own writes land
  const before = await stateFingerprint(server);
  const routes = fuzzRoutes(server);
  const started = Date.now();
  const report = await runHttpFuzz(
    server.url,
    generateRequests(routes, { seed, count: requests, token }),
    {
      concurrency: Number(values.concurrency),
      isApiPath: (pathname) => isApiPath(pathname, config.prefixes),
    },
  );
  console.log(describeReport(report));
  const socket = await runSocketFuzz(server.url, { seed, frames, token });
  const codes = [...socket.codes].map(([code, count]) => `${code}: ${count}`).join(', ');
  console.log(
    `socket frames ${socket.frames}, reply codes ${codes}, 5xxx ${socket.serverErrors.length}, ` +
      `unanswered ${socket.unanswered.length}, still serving ${socket.stillServing}`,
  );
  for (const finding of [...socket.serverErrors, ...socket.unanswered].slice(0, 5)) {
    console.log(`  ${JSON.stringify(finding).slice(0, 300)}`);
  }
  const after = await stateFingerprint(server);
  const changedTables = Object.keys(before.tables).filter(
    (table) => before.tables[table] !== after.tables[table],
  );
  const engineChanged = before.engine !== after.engine;
  console.log(
    `state: ${Object.keys(before.tables).length} tables hashed, changed: ${changedTables.join(', ') || 'none'}; ` +
      `engine (users' state) ${engineChanged ? 'CHANGED' : 'unchanged'}`,
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const serverErrors = report.serverErrors.length + socket.serverErrors.length;
  console.log(
    `RESULT requests=${report.requests} routes=${report.routes} frames=${socket.frames} ` +
      `server_errors=${serverErrors} stack_traces=${report.stackTraces.length} ` +
      `not_envelope=${report.notEnvelope.length} unanswered=${report.transportErrors.length + socket.unanswered.length} ` +
      `state_changed=${changedTables.length > 0 || engineChanged} seconds=${seconds}`,
  );
  failed =
    serverErrors > 0 ||
    report.stackTraces.length > 0 ||
    report.notEnvelope.length > 0 ||
    report.transportErrors.length + socket.unanswered.length > 0 ||
    !socket.stillServing ||
    changedTables.length > 0 ||
    engineChanged;
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
