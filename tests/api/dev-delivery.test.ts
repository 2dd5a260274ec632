import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { DEV_OUTBOX_PATH } from '../../server/api/dev-outbox-routes';
import { failure } from '../../server/api/envelope';
import { NO_DELIVERY_IN_PRODUCTION } from '../../server/config';
import { uniqueEmail, v2 } from './auth-client';
import {
  getJson,
  makeDataDir,
  runScript,
  SERVER_ENTRY,
  spawnServer,
  startTestServer,
  type TestServer,
} from './harness';

const DELIVERY_VARIABLES = ['SMTP_URL', 'SMS_WEBHOOK_URL', 'DEV_DELIVERY'];

/** A production environment without any delivery setting inherited from the shell running the tests. */
function productionWithoutDelivery(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !DELIVERY_VARIABLES.includes(name),
  );
  return { ...Object.fromEntries(inherited), ...extra, NODE_ENV: 'production' };
}

/** An address of this machine that is not loopback (a connection to it comes from it). */
function externalAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('development delivery in production', () => {
  it(
    'refuses to start without SMTP, SMS or DEV_DELIVERY=on and says so in one line',
    { timeout: 60_000 },
    async () => {
      // Empty: the refusal must leave it so.
      const dataDir = await makeDataDir({ empty: true });
      try {
        const { code, stdout, stderr } = await runScript(
          SERVER_ENTRY,
          [],
          productionWithoutDelivery({
            WEB: 'off',
            MARKET_SIMULATION: 'off',
            DATA_DIR: dataDir,
            PORT: '0',
          }),
        );
        expect(code).toBe(1);
        expect(stdout).toBe('');
        expect(stderr.trimEnd().split('\n')).toEqual([
          `Invalid server configuration: ${NO_DELIVERY_IN_PRODUCTION}`,
        ]);
        // Refused before anything was opened or written.
        expect(await readdir(dataDir)).toEqual([]);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'starts with DEV_DELIVERY=on and shows the outbox only to a client on this machine',
    { timeout: 120_000 },
    async () => {
      const dataDir = await makeDataDir();
      let child: ChildProcess | undefined;
      try {
        const started = await spawnServer({
          NODE_ENV: 'production',
          MARKET_SIMULATION: 'off',
          CANDLE_BACKFILL_DAYS: '0',
          DATA_DIR: dataDir,
          PORT: '0',
          DEV_DELIVERY: 'on',
        });
        child = started.child;
        const base = started.url;
        const email = uniqueEmail('prod-outbox');
        expect((await v2(base)('user/register/gateway/sendEmail', { email })).code).toBe(0);
        const local = await getJson(base, `${DEV_OUTBOX_PATH}?to=${encodeURIComponent(email)}`);
        expect(local.status).toBe(200);
        expect(JSON.stringify(local.body)).toMatch(/\b\d{6}\b/);
        const forged = await getJson(base, DEV_OUTBOX_PATH, { 'x-forwarded-for': '127.0.0.1' });
        expect(forged.status).toBe(404);
        expect(forged.body).toEqual(failure(404, `no route for GET ${DEV_OUTBOX_PATH}`));
      } finally {
        child?.kill('SIGTERM');
        if (child && child.exitCode === null) await once(child, 'exit');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('the development outbox over the network', () => {
  const address = externalAddress();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(
      { name: 'pglite', baseUrl: undefined },
      { CANDLE_BACKFILL_DAYS: '0', HOST: '0.0.0.0' },
    );
  }, 180_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('answers a loopback client', async () => {
    const answer = await getJson(`http://127.0.0.1:${t.server.port}`, DEV_OUTBOX_PATH);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { developmentDelivery: true } });
  });

  it.runIf(address)('answers a client on another address the 404 of an unknown path', async () => {
    const base = `http://${address}:${t.server.port}`;
    const unknown = await getJson(base, '/api/dev/nothing');
    const direct: Record<string, string> = {};
    for (const headers of [direct, { 'x-forwarded-for': '127.0.0.1' }]) {
      const answer = await getJson(base, DEV_OUTBOX_PATH, headers);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
      expect(answer.body).toEqual(failure(404, `no route for GET ${DEV_OUTBOX_PATH}`));
      expect(answer.headers.get('x-development-delivery')).toBeNull();
    }
  });
});
