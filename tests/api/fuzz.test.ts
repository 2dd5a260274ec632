import { isApiPath } from '../../server/api/app';
import { loadConfig } from '../../server/config';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { generateRequests } from './fuzz-requests';
import {
  describeReport,
  FUZZ_SERVER_ENV,
  fuzzRoutes,
  runHttpFuzz,
  stateFingerprint,
} from './fuzz-run';
import { runSocketFuzz } from './fuzz-socket';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * Seeded fuzzing of the real server on a real database: malformed requests over every route
 * Fastify registered (new routes are covered as they appear) and malformed socket frames. The
 * engine runs without market makers, so what users own in it only moves when a request moves it.
 * `npm run fuzz:api -- --requests 20000` runs the same generator at a larger size.
 */
const SEED = 20261124;
const REQUESTS = 2_400;
const FRAMES = 300;
const prefixes = loadConfig({}).prefixes;

describe.each(drivers)('malformed requests on $name', (driver) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(driver, { ...FUZZ_SERVER_ENV });
    // A live session: a share of the requests carry it, so private routes parse their bodies too.
    token = await signUpByEmail(t.url, uniqueEmail('fuzz'));
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('answers every malformed request and frame with a client error and changes nothing', async () => {
    const before = await settledFingerprint(t);
    expect(before.engine).toBeDefined();
    expect(Object.keys(before.tables)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'auth_tickets']),
    );

    const routes = fuzzRoutes(t.server);
    expect(routes.length).toBeGreaterThan(30);
    const requests = generateRequests(routes, { seed: SEED, count: REQUESTS, token });
    const report = await runHttpFuzz(t.url, requests, {
      isApiPath: (pathname) => isApiPath(pathname, prefixes),
    });
    const summary = describeReport(report);
    expect(report.routes, summary).toBe(routes.length);
    expect(report.serverErrors, summary).toEqual([]);
    expect(report.stackTraces, summary).toEqual([]);
    expect(report.notEnvelope, summary).toEqual([]);
    expect(report.transportErrors, summary).toEqual([]);

    const frames = await runSocketFuzz(t.url, { seed: SEED, frames: FRAMES, token });
    expect(frames.serverErrors).toEqual([]);
    expect(frames.unanswered).toEqual([]);
    expect(frames.stillServing).toBe(true);

    expect(await stateFingerprint(t.server)).toEqual(before);
  }, 120_000);
});

/** The fingerprint once the sign-up's own writes (engine deposit, history rows) have landed. */
async function settledFingerprint(t: TestServer) {
  let previous = await stateFingerprint(t.server);
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const current = await stateFingerprint(t.server);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}
