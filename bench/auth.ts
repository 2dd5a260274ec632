/**
 * Auth costs: scrypt hash and verify, and the two-step login over HTTP against the real server
 * (in-process, PGlite, development outbox).
 * Usage: npx tsx bench/auth.ts   (last line: RESULT hash_ms=… verify_ms=… login_check_ms=… login_confirm_ms=…)
 */
import { hashPassword, verifyPassword } from '../server/auth/password';
import { startTestServer } from '../tests/api/harness';
import { outboxCode, signUpByEmail, STRONG, uniqueEmail, v2 } from '../tests/api/auth-client';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const hashes: number[] = [];
const verifies: number[] = [];
const stored = await hashPassword(STRONG);
for (let i = 0; i < 15; i++) {
  hashes.push(await timed(() => hashPassword(STRONG)));
  verifies.push(await timed(() => verifyPassword(STRONG, stored)));
}

const { server, stop } = await startTestServer(
  { name: 'pglite', baseUrl: undefined },
  {
    LOG_LEVEL: 'error',
    CANDLE_BACKFILL_DAYS: '0',
    AUTH_LIMIT_SCALE: '100',
  },
);
const call = v2(server.url);
const checks: number[] = [];
const confirms: number[] = [];
try {
  for (let i = 0; i < 15; i++) {
    const email = uniqueEmail('bench');
    await signUpByEmail(server.url, email);
    let ticket: unknown;
    checks.push(
      await timed(async () => {
        ticket = (await call('user/login/new/check', { email, password: STRONG })).data?.ticket;
      }),
    );
    const code = await outboxCode(server.url, email);
    confirms.push(await timed(() => call('user/login/confirm', { ticket, code })));
  }
} finally {
  await stop();
}

const r = (n: number) => n.toFixed(1);
console.log(
  `scrypt N=32768 r=8 p=1: hash median ${r(median(hashes))} ms, verify ${r(median(verifies))} ms`,
);
console.log(
  `login/new/check median ${r(median(checks))} ms (password verify + ticket + code sent)`,
);
console.log(`login/confirm median ${r(median(confirms))} ms (code check + session)`);
console.log(
  `RESULT hash_ms=${r(median(hashes))} verify_ms=${r(median(verifies))} login_check_ms=${r(median(checks))} login_confirm_ms=${r(median(confirms))}`,
);
