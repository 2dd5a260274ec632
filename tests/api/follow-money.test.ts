import { formatUsdt, usdt } from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { rng } from '../../server/engine/testing/workload';
import { drivers, type TestServer } from './harness';
import {
  eventually,
  follower,
  leadTrader,
  type FollowCall,
  useFollowServer,
  type MirroredTrade,
} from './follow-client';
import { engineHost, priceFromMark, type futures, TRADING_SERVER_ENV } from './trading-client';

/**
 * Two lead traders trade at random (market and limit orders, closes, the makers' flow filling
 * their resting orders) while six followers mirror them, one follower stops and follows again and
 * one leader stops offering and offers again. Afterwards every follow is stopped: every USDT is
 * where the engine says (the system's money equals what was deposited), every follow account is
 * empty, each follower's futures account got back exactly what its stop returned, and no leader
 * move became two orders in any follow account.
 */

const CALLS = 160;

describe.each(drivers)('money with copy trading on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  let follow: FollowCall;
  useFollowServer(driver, (server) => ({ t, call, follow } = server), {
    ...TRADING_SERVER_ENV,
    MARKET_MAKERS: 'on',
  });

  async function wallets(token: string): Promise<Map<number, bigint>> {
    const accounts = (await call('future/accounts', token)).data as unknown as {
      at: number;
      assets: { wallet: string }[];
    }[];
    return new Map(accounts.map((a) => [a.at, usdt(a.assets[0]?.wallet ?? '0')]));
  }

  it(
    'conserves every USDT and mirrors each leader move at most once per follower',
    { timeout: 240_000 },
    async () => {
      const host = engineHost(t);
      const leaders = [
        await leadTrader(t.url, call, follow, 'Random Walker', '20000'),
        await leadTrader(t.url, call, follow, 'Coin Flipper', '15000'),
      ];
      const followers = [
        await follower(t.url, call, follow, leaders[0]?.userId ?? 0, '6000', '3000', '8000'),
        await follower(t.url, call, follow, leaders[0]?.userId ?? 0, '1500', '1500'),
        await follower(t.url, call, follow, leaders[0]?.userId ?? 0, '700', '200'),
        await follower(t.url, call, follow, leaders[1]?.userId ?? 0, '9000', '9000', '12000'),
        await follower(t.url, call, follow, leaders[1]?.userId ?? 0, '2500', '400'),
        await follower(t.url, call, follow, leaders[1]?.userId ?? 0, '400', '400'),
      ];
      const next = rng(17);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      for (let i = 0; i < CALLS; i++) {
        const leader = pick(leaders);
        const contractId = pick([1, 2, 2]);
        const roll = next();
        const size = contractId === 1 ? pick(['0.01', '0.02', '0.05']) : pick(['0.1', '0.3', '1']);
        let answer;
        if (roll < 0.5) {
          answer = await call('future/order/place', leader.token, {
            contractId,
            side: pick(['buy', 'sell']),
            orderType: 3,
            quantity: size,
          });
        } else if (roll < 0.75) {
          const side = pick(['buy', 'sell'] as const);
          answer = await call('future/order/place', leader.token, {
            contractId,
            side,
            orderType: 1,
            quantity: size,
            price: priceFromMark(t, contractId, side === 'buy' ? -0.02 : 0.02),
          });
        } else if (roll < 0.9) {
          answer = await call('future/position/close', leader.token, {
            contractId,
            ...(next() < 0.5 ? { quantity: contractId === 1 ? '0.01' : '0.1' } : {}),
          });
        } else {
          answer = await call('future/order/cancelAll', leader.token, {});
        }
        expect(answer.status).toBeLessThan(500);
        if (i === 50) {
          // A follower stops in the middle and follows again.
          const f = followers[1];
          if (!f) throw new Error('no follower');
          const stopped = await follow('follow/stop', f.token, { followId: f.followId });
          expect(stopped.data).toMatchObject({ status: 'stopped' });
          const again = await follow('follow/start', f.token, {
            leaderId: leaders[0]?.userId,
            amount: '1000',
            tradeCap: '600',
          });
          expect(again.code).toBe(0);
          f.followId = Number(again.data.followId);
        }
        if (i === 100) {
          // A leader stops offering (its followers are stopped) and offers again.
          const l = leaders[1];
          if (!l) throw new Error('no leader');
          expect((await follow('follow/lead/stop', l.token, {})).data).toMatchObject({
            pending: 0,
          });
          expect(
            (await follow('follow/lead/apply', l.token, { nickname: 'Coin Flipper' })).code,
          ).toBe(0);
          for (const f of followers.slice(3)) {
            const again = await follow('follow/start', f.token, {
              leaderId: l.userId,
              amount: '300',
              tradeCap: '300',
            });
            expect(again.code, JSON.stringify(again)).toBe(0);
            f.followId = Number(again.data.followId);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      for (const l of leaders) await call('future/order/cancelAll', l.token, {});

      // Let the mirroring drain, then stop every follow and check where the money went.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      let placed = 0;
      for (const f of followers) {
        const before = await wallets(f.token);
        const stopped = await eventually(async () => {
          const answer = await follow('follow/stop', f.token, { followId: f.followId });
          return answer.code === 0 ? answer : undefined;
        });
        expect(stopped.data).toMatchObject({ status: 'stopped' });
        const after = await wallets(f.token);
        expect(after.get(11) ?? 0n).toBe(0n);
        expect(after.get(1)).toBe((before.get(1) ?? 0n) + usdt(String(stopped.data.returned)));
        const positions = (await follow('follow/positions', f.token)).data.positions as unknown[];
        expect(positions).toEqual([]);
        // No leader move placed twice: one order per mirrored client order id.
        const trades = (await follow('follow/trades?size=100', f.token)).data
          .list as MirroredTrade[];
        const mine = trades.filter((x) => x.status === 'placed');
        placed += mine.length;
        expect(new Set(mine.map((x) => `${x.followId}/${x.clientOrderId}`)).size).toBe(mine.length);
        const orders = await eventually(async () => {
          const list = (await call('future/order/history?accountType=11&limit=500', f.token)).data
            .list as { clientOrderId: string | null }[];
          const mirrored = list.filter((o) => o.clientOrderId?.startsWith('cp-'));
          return mirrored.length >= mine.length ? mirrored : undefined;
        });
        expect(orders.length).toBe(mine.length);
      }
      expect(placed).toBeGreaterThan(20);
      expect(systemMoney(host.state)).toBe(host.state.deposits - host.state.withdrawals);
      console.log(
        `copy trading money test: ${CALLS} leader calls, ${placed} mirrored orders; system money ${formatUsdt(systemMoney(host.state))}`,
      );
    },
  );
});
