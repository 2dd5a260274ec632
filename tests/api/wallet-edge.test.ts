import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import {
  deviceCookieOf,
  nextOutboxCode,
  outboxMark,
  stepUp,
  STRONG,
  uniqueEmail,
  v2,
} from './auth-client';
import { required, SHARED_STORES_SET, withEngineAndEdge } from './harness';
import { deposit } from './trading-client';
import { until, walletApi, walletEnv } from './wallet-client';

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

// An engine process and an edge process (no engine) on one PostgreSQL database and one Redis:
// the wallet's calls made on the edge move money in the engine process, and the digest of the
// caller's device credential travels with them (the 24-hour block is decided there).
describe.skipIf(!SHARED_STORES_SET)('the wallet on an edge process', () => {
  it(
    'deposits, withdraws and applies the new-device block through the command bus',
    { timeout: 240_000 },
    async () => {
      const prefix = `test:wallet-edge:${randomUUID()}:`;
      try {
        await withEngineAndEdge(
          walletEnv(),
          async ({ engine, edge }) => {
            const call = v2(edge.url);
            const api = walletApi(edge.url);
            const email = uniqueEmail('edge-wallet');
            await call('user/register/gateway/sendEmail', { email });
            const registered = await call('user/register/email/confirmed', {
              email,
              code: await nextOutboxCode(edge.url, email, 0),
              password: STRONG,
              agreement: true,
            });
            // The browser that signed up keeps the device credential the edge set.
            const oldDevice = deviceCookieOf(registered);
            let token = String(registered.data?.token);
            let device: Record<string, string> = { cookie: oldDevice };
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
            const stepUpToken = await stepUp(edge.url, { token, email });
            const changed = await call(
              'user/password/update',
              { newPassword: 'Newpass12!', stepUpToken },
              { token },
            );
            expect(changed.code).toBe(0);
            const logIn = async (cookie: string | undefined) => {
              const before = await outboxMark(edge.url, email);
              const headers: Record<string, string> = cookie ? { cookie } : {};
              const check = await call(
                'user/login/new/check',
                { email, password: 'Newpass12!' },
                { headers },
              );
              const confirm = await call(
                'user/login/confirm',
                { ticket: check.data?.ticket, code: await nextOutboxCode(edge.url, email, before) },
                { headers },
              );
              return {
                token: String(confirm.data?.token),
                cookie: cookie ?? deviceCookieOf(confirm),
              };
            };
            /** Asks for 50 USDT out to TRON, as the current session on the current device. */
            const withdraw50 = (code: string) =>
              api.post(
                'asset/withdraw/apply',
                token,
                { currencyId: 1, network: 'TRC20', address: TRON, amount: '50', code },
                device,
              );
            const newDevice = await logIn(undefined);
            token = newDevice.token;
            device = { cookie: newDevice.cookie };
            const blocked = await api.get('asset/withdraw/info?network=TRC20', token, device);
            expect(blocked.data?.blockedUntil).toEqual(expect.any(Number));
            expect((await withdraw50('000000')).code).toBe(102600004);

            token = (await logIn(oldDevice)).token;
            device = { cookie: oldDevice };
            const mark = await outboxMark(edge.url, email);
            await api.post('asset/withdraw/sendCode', token);
            const applied = await withdraw50(await nextOutboxCode(edge.url, email, mark));
            expect(applied.data).toMatchObject({ status: 'requested' });
            expect(
              (await api.get('asset/withdraw/info?network=TRC20', token)).data?.available,
            ).toBe('270');
            const cancelled = await Promise.all(
              [0, 1, 2].map(() =>
                api.post('asset/withdraw/cancel', token, { id: applied.data?.id }),
              ),
            );
            expect(cancelled.filter((c) => c.code === 0)).toHaveLength(1);
            expect(
              (await api.get('asset/withdraw/info?network=TRC20', token)).data?.available,
            ).toBe('320');
          },
          {
            busPrefix: prefix,
            edgeEnv: { TRADING_CALL_TIMEOUT_MS: '30000' },
            signal: 'SIGKILL',
          },
        );
      } finally {
        const redis = createClient({ url: required('TEST_REDIS_URL') });
        await redis.connect();
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(keys);
        redis.destroy();
      }
    },
  );
});
