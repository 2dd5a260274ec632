import { formatUsdt, usdt } from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { drivers, type TestServer } from './harness';
import {
  eventually,
  follower,
  followSize,
  leadTrader,
  mirroredTrades,
  restBothSides,
  useFollowServer,
  type FollowCall,
} from './follow-client';
import { engineHost, fund, trader, type futures } from './trading-client';

/**
 * Copy trading against the real server: a lead trader's open, add, partial close and close are
 * mirrored into three followers' follow accounts in proportion to their equities (exact lots
 * after rounding down), a fourth within its per-trade cap; stopping settles at market and gives
 * back exactly what the follow account held; every USDT stays where the engine says.
 */

const ETH = 2;
/** 0.01 ETH a lot. */
const lots = (quantity: number) => Math.round(quantity * 100);

describe.each(drivers)('copy trading on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  let follow: FollowCall;
  useFollowServer(driver, (server) => ({ t, call, follow } = server));

  async function accountWallet(token: string, at: number): Promise<string> {
    const accounts = (await call('future/accounts', token)).data as unknown as {
      at: number;
      assets: { wallet: string }[];
    }[];
    return accounts.find((a) => a.at === at)?.assets[0]?.wallet ?? '0';
  }

  it(
    'mirrors open, add, partial close and close in proportion, within the cap, and settles on stop',
    { timeout: 180_000 },
    async () => {
      const host = engineHost(t);
      const moneyBefore = host.state.deposits - host.state.withdrawals;
      const maker = await trader(t.url);
      await fund(call, t.url, maker, '100000');
      const leader = await leadTrader(t.url, call, follow, 'Mirror Maven', '10000');
      const [a, b, c] = [
        await follower(t.url, call, follow, leader.userId, '5050', '5050'),
        await follower(t.url, call, follow, leader.userId, '2025', '2025'),
        await follower(t.url, call, follow, leader.userId, '333', '333'),
      ];
      const capped = await follower(t.url, call, follow, leader.userId, '5050', '500');
      const everyone = [a, b, c, capped];
      // 1 ETH × 50 / 10 000 is half a lot: too small to copy, skipped and recorded.
      const tiny = await follower(t.url, call, follow, leader.userId, '50', '50');
      const profile = await follow(`follow/leader?leaderId=${leader.userId}`, undefined);
      expect(profile.data).toMatchObject({ nickname: 'Mirror Maven', followers: 5 });

      await restBothSides(t, call, maker, ETH, '20');
      const leaderOrder = async (side: 'buy' | 'sell', quantity: string) => {
        const placed = await call('future/order/place', leader.token, {
          contractId: ETH,
          side,
          orderType: 3,
          quantity,
        });
        expect(placed.data).toMatchObject({ orderStatus: 4 });
      };

      // Open: 1 ETH (100 lots) against 10 000 USDT of equity.
      await leaderOrder('buy', '1');
      const opened = await Promise.all(everyone.map((f) => mirroredTrades(follow, f.token, 1)));
      const openQuantities = opened.map((list) => list[0]?.quantity);
      expect(openQuantities.slice(0, 3)).toEqual(['0.5', '0.2', '0.03']);
      for (const [i, list] of opened.entries()) {
        const trade = list[0];
        if (!trade) throw new Error('no mirrored order');
        expect(trade).toMatchObject({ action: 'open', status: 'placed', leaderQuantity: '1' });
        // The first opening sees the follow account exactly as funded.
        expect(trade.followerEquity).toBe(['5050', '2025', '333', '5050'][i]);
        const proportional =
          (100n * usdt(trade.followerEquity ?? '0')) / usdt(trade.leaderEquity ?? '1');
        expect(lots(Number(trade.proportionalQuantity))).toBe(Number(proportional));
      }
      const [tinyOpen] = await mirroredTrades(follow, tiny.token, 1);
      expect(tinyOpen).toMatchObject({
        action: 'open',
        status: 'skipped',
        reason: 'belowMinimum',
        quantity: '0',
        orderId: null,
      });
      // The capped follower: 500 USDT at the mark buys fewer lots than its share.
      const cappedOpen = opened[3]?.[0];
      if (!cappedOpen) throw new Error('no capped order');
      const capLots = usdt('500') / (usdt(cappedOpen.markPrice) / 100n);
      expect(lots(Number(cappedOpen.capQuantity))).toBe(Number(capLots));
      expect(lots(Number(cappedOpen.quantity))).toBe(Number(capLots));
      expect(Number(capLots)).toBeLessThan(lots(Number(cappedOpen.proportionalQuantity)));

      // Add 0.5 ETH, then close 0.6 of 1.5 (40 %), then the rest.
      await leaderOrder('buy', '0.5');
      const added = await Promise.all(everyone.map((f) => mirroredTrades(follow, f.token, 2)));
      expect(added.slice(0, 3).map((list) => list[1]?.quantity)).toEqual(['0.25', '0.1', '0.01']);
      await leaderOrder('sell', '0.6');
      const reduced = await Promise.all(everyone.map((f) => mirroredTrades(follow, f.token, 3)));
      expect(reduced.slice(0, 3).map((list) => [list[2]?.action, list[2]?.quantity])).toEqual([
        ['reduce', '0.3'],
        ['reduce', '0.12'],
        ['reduce', '0.01'],
      ]);
      expect(await followSize(follow, a.token, ETH)).toBe(0.45);
      expect(await followSize(follow, b.token, ETH)).toBe(0.18);
      expect(await followSize(follow, c.token, ETH)).toBe(0.03);
      await leaderOrder('sell', '0.9');
      const closed = await Promise.all(everyone.map((f) => mirroredTrades(follow, f.token, 4)));
      expect(closed.slice(0, 3).map((list) => [list[3]?.action, list[3]?.quantity])).toEqual([
        ['close', '0.45'],
        ['close', '0.18'],
        ['close', '0.03'],
      ]);
      for (const f of everyone) expect(await followSize(follow, f.token, ETH)).toBe(0);
      // Each leader move is one client order id per follower, the same for every follower.
      for (const step of [0, 1, 2, 3]) {
        const ids = new Set(closed.map((list) => list[step]?.clientOrderId));
        expect(ids.size).toBe(1);
      }

      // The profile's figures come from the leader's real history (the read model, then refreshed).
      await eventually(async () => {
        const list = (await call('future/position/history', leader.token)).data.list as {
          closed: boolean;
        }[];
        return list.some((p) => p.closed) ? true : undefined;
      });
      expect(
        (await follow('follow/lead/apply', leader.token, { nickname: 'Mirror Maven' })).code,
      ).toBe(0);
      const pnl = (await call('future/pnl/history?range=1m&accountType=1', leader.token)).data
        .total as { net: string };
      const stats = (await follow(`follow/leader?leaderId=${leader.userId}`, undefined)).data;
      expect(stats).toMatchObject({ pnl30d: pnl.net, closedPositions: 1, followers: 5 });
      expect(stats.wins).toBe(usdt(pnl.net) > 0n ? 1 : 0);
      expect(stats.winRate).toBe(usdt(pnl.net) > 0n ? '1' : '0');
      expect((stats.daily as unknown[]).length).toBe(30);
      const board = await follow('follow/leaders?sort=pnl&size=100', undefined);
      expect(board.data.list).toContainEqual(
        expect.objectContaining({ leaderId: leader.userId, pnl30d: pnl.net }),
      );

      // Stopping with nothing open gives back exactly what the follow account holds.
      const walletOf = async (token: string) => ({
        futures: usdt(await accountWallet(token, 1)),
        follow: usdt(await accountWallet(token, 11)),
      });
      const before = await walletOf(a.token);
      const stopped = await follow('follow/stop', a.token, { followId: a.followId });
      expect(stopped.data).toMatchObject({
        status: 'stopped',
        returned: formatUsdt(before.follow),
      });
      const after = await walletOf(a.token);
      expect(after.follow).toBe(0n);
      expect(after.futures).toBe(before.futures + before.follow);
      expect(stopped.data.pnl).toBe(formatUsdt(before.follow - usdt('5050')));

      // The leader opens again; stopping with a mirrored position open closes it at market first.
      await restBothSides(t, call, maker, ETH, '20');
      await leaderOrder('buy', '1');
      await mirroredTrades(follow, b.token, 5);
      expect(await followSize(follow, b.token, ETH)).toBe(0.2);
      expect((await mirroredTrades(follow, a.token, 4)).length).toBe(4);
      const futuresBefore = usdt(await accountWallet(b.token, 1));
      const stopB = await follow('follow/stop', b.token, { followId: b.followId });
      expect(stopB.data).toMatchObject({ status: 'stopped', stopReason: 'user' });
      expect(await followSize(follow, b.token, ETH)).toBe(0);
      expect(usdt(await accountWallet(b.token, 11))).toBe(0n);
      expect(usdt(await accountWallet(b.token, 1))).toBe(
        futuresBefore + usdt(String(stopB.data.returned)),
      );

      // The leader stops offering: the followers left are stopped too, positions closed.
      const offer = await follow('follow/lead/stop', leader.token, {});
      expect(offer.data).toMatchObject({ stopped: 3, pending: 0 });
      // Nothing was ever opened for the smallest follower: nothing to close, its 50 USDT back.
      const tinyTrades = await mirroredTrades(follow, tiny.token, 5);
      expect(tinyTrades.map((x) => [x.action, x.status, x.reason])).toEqual([
        ['open', 'skipped', 'belowMinimum'],
        ['add', 'skipped', 'belowMinimum'],
        ['reduce', 'skipped', 'noPosition'],
        ['close', 'skipped', 'noPosition'],
        ['open', 'skipped', 'belowMinimum'],
      ]);
      for (const f of [c, capped, tiny]) {
        const list = (await follow('follow/list', f.token)).data.list as Record<string, unknown>[];
        expect(list[0]).toMatchObject({ status: 'stopped', stopReason: 'leaderStopped' });
        expect(await followSize(follow, f.token, ETH)).toBe(0);
      }
      const tinyFollow = (await follow('follow/list', tiny.token)).data.list as unknown[];
      expect(tinyFollow[0]).toMatchObject({ amount: '50', returned: '50', pnl: '0' });
      const after30 = await follow('follow/leaders', undefined);
      expect((after30.data.list as { leaderId: number }[]).map((l) => l.leaderId)).not.toContain(
        leader.userId,
      );

      // Every USDT is where the engine says, and nothing appeared or vanished.
      await eventually(async () => (host.state.seq > 0 ? true : undefined));
      expect(systemMoney(host.state)).toBe(host.state.deposits - host.state.withdrawals);
      expect(host.state.deposits - host.state.withdrawals - moneyBefore).toBe(
        usdt('100000') +
          usdt('10000') +
          usdt('5050') * 2n +
          usdt('2025') +
          usdt('333') +
          usdt('50'),
      );
    },
  );
});
