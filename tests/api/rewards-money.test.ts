import { inArray } from 'drizzle-orm';
import { bonusSettlements, withdrawals } from '../../server/db/schema';
import { remainingBonus, usdt } from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { rng } from '../../server/engine/testing/workload';
import { signUpByEmail, STRONG, uniqueEmail, v2 } from './auth-client';
import { drivers, type TestServer } from './harness';
import {
  engineHost,
  fund,
  openFutures,
  type futures,
  trader,
  TRADING_SERVER_ENV,
  transfer,
  userIdOf,
  useTradingServer,
} from './trading-client';

/**
 * Money with rewards running: while the market makers trade, referred users pay fees (their
 * referrer earns a share by the engine's fee path) and users with nothing but a voucher trade
 * their trial fund (opens, full closes, refused partial closes, a 24-hour auto-close) and try every
 * way out. Every USDT in the system stays exactly what came in minus what went out, and a user
 * who never deposited can take out exactly the profit their trial fund made, never the trial money.
 */

const ENV = {
  ...TRADING_SERVER_ENV,
  MARKET_MAKERS: 'on',
  REWARDS_SWEEP_MS: '3600000',
  DEMO_WITHDRAW_DELAY_MS: '600000',
};
const ROUNDS = 60;

describe.each(drivers)('money with vouchers and referral commissions on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => ({ t, call } = server), ENV);

  it('conserves every USDT and never lets trial money out', { timeout: 240_000 }, async () => {
    const host = engineHost(t);
    const api = v2(t.url);
    const referrer = await trader(t.url);
    const referrerId = await userIdOf(t.url, referrer);
    const code = String(
      (await api('referral/info', {}, { token: referrer, method: 'GET' })).data?.inviteCode,
    );
    const referred: string[] = [];
    for (let i = 0; i < 3; i++) {
      const token = await signUpByEmail(t.url, uniqueEmail('referred'), STRONG, code);
      await openFutures(t.url, token, {
        realName: 'Park Sora',
        country: 'KR',
        idNumber: 'P1234567',
      });
      await fund(call, t.url, token, '3000');
      referred.push(token);
    }
    await t.server.rewards.sweep();
    // Users with nothing but their KYC voucher (150 USDT of trial fund).
    const trial = await Promise.all([0, 1, 2].map(() => trader(t.url)));
    const trialIds = await Promise.all(trial.map((token) => userIdOf(t.url, token)));
    for (const token of trial) {
      const list = (await api('rewards/vouchers', {}, { token, method: 'GET' })).data as {
        list: { id: number; taskKey: string }[];
      };
      const voucher = list.list.find((v) => v.taskKey === 'kycLevel1');
      const used = await api('rewards/voucher/use', { voucherId: voucher?.id }, { token });
      expect(used.code, used.raw).toBe(0);
    }
    const conserved = () =>
      expect(systemMoney(host.state)).toBe(host.state.deposits - host.state.withdrawals);
    conserved();

    const rand = rng(17);
    const codes = new Map<string, number>();
    const count = (what: string, code: number) =>
      codes.set(`${what} ${code}`, (codes.get(`${what} ${code}`) ?? 0) + 1);
    const side = () => (rand() < 0.5 ? 'buy' : 'sell');
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([
        ...referred.map(async (token) => {
          const r = await call('future/order/place', token, {
            contractId: 1,
            side: side(),
            orderType: 3,
            quantity: rand() < 0.5 ? '0.003' : '0.011',
          });
          count('referred order', r.code);
        }),
        ...trial.map(async (token) => {
          const roll = rand();
          if (roll < 0.4) {
            const r = await call('future/order/place', token, {
              contractId: 1,
              side: side(),
              orderType: 3,
              quantity: '0.002',
              accountType: 10,
            });
            count('trial open', r.code);
          } else if (roll < 0.7) {
            const r = await call('future/position/close', token, {
              contractId: 1,
              accountType: 10,
            });
            count('trial close', r.code);
          } else if (roll < 0.8) {
            const r = await call('future/position/close', token, {
              contractId: 1,
              accountType: 10,
              quantity: '0.001',
            });
            count('trial partial close', r.code);
          } else if (roll < 0.9) {
            const r = await transfer(call, token, 10, 'spot', '1');
            count('trial transfer out', r.code);
          } else {
            const r = await transfer(call, token, 1, 'spot', '0.5');
            count('profit transfer', r.code);
          }
        }),
      ]);
      if (round === ROUNDS / 2) {
        // A day passes on the engine's clock: open trial positions close by themselves.
        const applied = host.submit({ kind: 'tick', ts: host.state.now + 24 * 3_600_000 });
        await applied?.durable;
      }
      conserved();
      // Below the per-user limits.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    // Partial closes are always refused with the spec's code; trial money never left.
    const partial = [...codes.keys()].filter((k) => k.startsWith('trial partial close'));
    // Refused with the spec's code when a position is open, 404 when there is none.
    for (const key of partial) expect(['101040501', '404']).toContain(key.split(' ').pop());
    expect(codes.get('trial transfer out 0') ?? 0).toBe(0);
    expect([...codes.keys()].some((k) => k.startsWith('referred order 0'))).toBe(true);
    expect([...codes.keys()].some((k) => k === 'trial open 0')).toBe(true);

    // The referrer earned exactly its share of the referred users' fees.
    expect(host.state.spot.get(referrerId) ?? 0n).toBeGreaterThan(0n);
    conserved();

    // Each trial user owns exactly the profit its trial fund made (moved to the futures account),
    // and can take out that, not one minor unit more.
    const ownOf = (userId: number) => {
      const main = host.state.accounts.get(userId * 100 + 1)?.wallet ?? 0n;
      const bonusAccount = host.state.accounts.get(userId * 100 + 10);
      return (
        (host.state.spot.get(userId) ?? 0n) +
        main +
        (bonusAccount ? bonusAccount.wallet - remainingBonus(bonusAccount) : 0n)
      );
    };
    const readSettled = () =>
      t.server.database.db
        .select()
        .from(bonusSettlements)
        .where(inArray(bonusSettlements.userId, trialIds.map(BigInt)));
    const profitOf = (rows: Awaited<ReturnType<typeof readSettled>>, userId: number) =>
      rows
        .filter((s) => Number(s.userId) === userId && s.change === 'profitMoved')
        .reduce((sum, s) => sum + s.amount, 0n);
    // The settlement rows reach SQL with the read model's next batches: read until they account
    // for what the engine holds (a ceiling for a stuck writer, not a wait), then check them.
    const accountedFor = (rows: Awaited<ReturnType<typeof readSettled>>) =>
      rows.length > 0 && trialIds.every((id) => ownOf(id) === profitOf(rows, id));
    let settled = await readSettled();
    const deadline = Date.now() + 20_000;
    while (!accountedFor(settled) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      settled = await readSettled();
    }
    // The trial positions did close (by the user or by the clock) and settled.
    expect(settled.length).toBeGreaterThan(0);
    for (const [i, token] of trial.entries()) {
      const userId = trialIds[i] ?? 0;
      const profit = profitOf(settled, userId);
      const main = host.state.accounts.get(userId * 100 + 1)?.wallet ?? 0n;
      const own = ownOf(userId);
      expect(own, `trial user ${userId}`).toBe(profit);
      if (main > 0n) {
        const moved = await transfer(call, token, 1, 'spot', (Number(main) / 1e8).toFixed(8));
        expect(moved.code).toBe(0);
      }
      const info = await api(
        'asset/withdraw/info?currencyId=1&network=TRC20',
        {},
        { token, method: 'GET' },
      );
      expect(usdt(String(info.data?.available))).toBe(host.state.spot.get(userId) ?? 0n);
    }
    const out = await t.server.database.db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.userId, trialIds));
    expect(out).toEqual([]);
    conserved();
  });
});
