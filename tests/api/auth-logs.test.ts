import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { makeDataDir, spawnServer } from './harness';
import { outboxCode, STRONG, uniqueEmail, v2 } from './auth-client';

describe('auth logging', () => {
  it(
    'logs failures by code and never logs passwords, codes or tokens',
    { timeout: 120_000 },
    async () => {
      const dataDir = await makeDataDir();
      const server = await spawnServer({
        PORT: '0',
        DATA_DIR: dataDir,
        CANDLE_BACKFILL_DAYS: '0',
        MARKET_SIMULATION: 'off',
        LOG_LEVEL: 'trace',
      });
      try {
        const call = v2(server.url);
        const email = uniqueEmail('logs');
        await call('user/register/gateway/sendEmail', { email });
        const code = await outboxCode(server.url, email);
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        await call('user/register/email/confirmed', {
          email,
          code: wrong,
          password: STRONG,
          agreement: true,
        });
        const done = await call('user/register/email/confirmed', {
          email,
          code,
          password: STRONG,
          agreement: true,
        });
        const token = String(done.data?.token);
        await call('user/login/new/check', { email, password: 'Wrong-pass9' });
        await call('user/base/info', {}, { token });
        await call('user/base/info', {}, { token, header: 'exch-token' });
        const output = server.output();
        expect(output).toContain('"code":102020718');
        expect(output).toContain('"event":"login"');
        for (const secret of [STRONG, 'Wrong-pass9', token, email]) {
          expect(output, `log contains ${secret.slice(0, 3)}…`).not.toContain(secret);
        }
        // Codes are six digits: only a standalone occurrence counts (timestamps hold digit runs).
        for (const digits of [code, wrong]) {
          const hit = new RegExp(`.{0,80}(?<!\\d)${digits}(?!\\d).{0,80}`).exec(output);
          expect(hit?.[0]).toBeUndefined();
        }
      } finally {
        server.child.kill('SIGTERM');
        await once(server.child, 'exit');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
