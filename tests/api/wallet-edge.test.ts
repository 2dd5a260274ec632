import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { nextOutboxCode, outboxMark, STRONG, uniqueEmail, v2 } from './auth-client';
import { at, freshPostgresDatabase, makeDataDir, required, spawnServer } from './harness';
import { deposit } from './trading-client';
import { until, walletApi, walletEnv } from './wallet-client';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Server = Awaited<ReturnType<typeof spawnServer>>;

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

// An engine process and an edge process (no engine) on one PostgreSQL database and one Redis:
// the wallet's calls made on the edge move money in the engine process, and the caller's device
// id travels with them (the 24-hour block is decided there).
describe.skipIf(!databaseUrl || !redisUrl)('the wallet on an edge process', () => {
  it(
    'deposits, withdraws and applies the new-device block through the command bus',
    { timeout: 240_000 },
    async () => {
      const database = await freshPostgresDatabase(required('TEST_DATABASE_URL'));
      const dirs = [await makeDataDir(), await makeDataDir()];
      const prefix = `test:wallet-edge:${randomUUID()}:`;
      const common = {
        ...walletEnv(),
        PORT: '0',
        DATABASE_URL: database.url,
        REDIS_URL: required('TEST_REDIS_URL'),
        TRADING_BUS_PREFIX: prefix,
        API_KEY_ENCRYPTION_KEY: '5e'.repeat(32),
      };
      const servers: Server[] = [];
      try {
        const engine = await spawnServer({ ...common, DATA_DIR: at(dirs, 0) });
        servers.push(engine);
        const edge = await spawnServer({
          ...common,
          DATA_DIR: at(dirs, 1),
          MARKET_SIMULATION: 'off',
          TRADING_CALL_TIMEOUT_MS: '30000',
        });
        servers.push(edge);
        const call = v2(edge.url);
        const api = walletApi(edge.url);
        const email = uniqueEmail('edge-wallet');
        const onDevice = (deviceId: string) => ({ headers: { 'device-id': deviceId } });
        await call('user/register/gateway/sendEmail', { email }, onDevice('edge-old'));
        const registered = await call(
          'user/register/email/confirmed',
          {
            email,
            code: await nextOutboxCode(edge.url, email, 0),
            password: STRONG,
            agreement: true,
          },
          onDevice('edge-old'),
        );
        let token = String(registered.data?.token);
        await deposit(edge.url, token, '300');
        const onEdge = await api.get('asset/deposit/address?network=TRC20', token);
        const onEngine = await walletApi(engine.url).get(
          'asset/deposit/address?network=TRC20',
          token,
        );
        expect(onEdge.data?.address).toBe(onEngine.data?.address);
        const chain = await api.post('asset/deposit/demo', token, {
          currencyId: 1,
          network: 'TRC20',
          amount: '20',
        });
        expect(chain.data).toMatchObject({ status: 'pending' });
        await until('the chain deposit credited', async () => {
          const info = await api.get('asset/withdraw/info?network=TRC20', token);
          return info.data?.available === '320' ? true : undefined;
        });

        // A password change, then a log-in on a new device: blocked, decided on the engine process.
        let mark = await outboxMark(edge.url, email);
        await call('user/common/gateway/send/email', {}, { token });
        const changed = await call(
          'user/password/update',
          {
            oldPassword: STRONG,
            newPassword: 'Newpass12!',
            code: await nextOutboxCode(edge.url, email, mark),
          },
          { token },
        );
        expect(changed.code).toBe(0);
        const logIn = async (deviceId: string) => {
          const before = await outboxMark(edge.url, email);
          const check = await call(
            'user/login/new/check',
            { email, password: 'Newpass12!' },
            onDevice(deviceId),
          );
          const confirm = await call(
            'user/login/confirm',
            { ticket: check.data?.ticket, code: await nextOutboxCode(edge.url, email, before) },
            onDevice(deviceId),
          );
          return String(confirm.data?.token);
        };
        token = await logIn('edge-new');
        const blocked = await api.get('asset/withdraw/info?network=TRC20', token);
        expect(blocked.data?.blockedUntil).toEqual(expect.any(Number));
        expect(
          (
            await api.post('asset/withdraw/apply', token, {
              currencyId: 1,
              network: 'TRC20',
              address: TRON,
              amount: '50',
              code: '000000',
            })
          ).code,
        ).toBe(102600004);

        token = await logIn('edge-old');
        mark = await outboxMark(edge.url, email);
        await api.post('asset/withdraw/sendCode', token);
        const applied = await api.post('asset/withdraw/apply', token, {
          currencyId: 1,
          network: 'TRC20',
          address: TRON,
          amount: '50',
          code: await nextOutboxCode(edge.url, email, mark),
        });
        expect(applied.data).toMatchObject({ status: 'requested' });
        expect((await api.get('asset/withdraw/info?network=TRC20', token)).data?.available).toBe(
          '270',
        );
        const cancelled = await Promise.all(
          [0, 1, 2].map(() => api.post('asset/withdraw/cancel', token, { id: applied.data?.id })),
        );
        expect(cancelled.filter((c) => c.code === 0)).toHaveLength(1);
        expect((await api.get('asset/withdraw/info?network=TRC20', token)).data?.available).toBe(
          '320',
        );
      } finally {
        for (const server of servers) {
          if (server.child.exitCode !== null || server.child.signalCode !== null) continue;
          server.child.kill('SIGKILL');
          await once(server.child, 'exit');
        }
        const redis = createClient({ url: required('TEST_REDIS_URL') });
        await redis.connect();
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(keys);
        redis.destroy();
        await database.drop();
        for (const dir of dirs) await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
