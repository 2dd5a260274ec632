import { randomUUID } from 'node:crypto';
import { SHARED_STORES_SET, withEngineAndEdge } from './harness';
import { followApi, follower, followSize, leadTrader, mirroredTrades } from './follow-client';
import { fund, futures, trader, TRADING_SERVER_ENV } from './trading-client';

/** A price `percent` from ETH's mark (read from the engine process), on its 0.01 tick. */
async function ethPrice(engineUrl: string, percent: number): Promise<string> {
  const response = await fetch(`${engineUrl}/api/getOverview`);
  const body = (await response.json()) as { data: { cid: number; mp: string }[] };
  const mark = Number(body.data.find((row) => row.cid === 2)?.mp);
  return (Math.round(mark * 100 * (1 + percent / 100)) / 100).toFixed(2);
}

// Copy trading used only through an edge process (no engine): offering, following, the leader's
// orders and the reads all reach the engine process through Redis, where the mirroring runs.
describe.skipIf(!SHARED_STORES_SET)('copy trading through an edge process', () => {
  it('mirrors a leader who trades on an edge, and stops there', { timeout: 240_000 }, async () => {
    await withEngineAndEdge(
      TRADING_SERVER_ENV,
      async ({ engine, edge }) => {
        const call = futures(edge.url);
        const follow = followApi(edge.url);
        const maker = await trader(edge.url);
        await fund(call, edge.url, maker, '50000');
        const leader = await leadTrader(edge.url, call, follow, 'Edge Runner', '10000');
        const f = await follower(edge.url, call, follow, leader.userId, '2025', '2025');
        for (const [side, away] of [
          ['sell', 0.1],
          ['buy', -0.1],
        ] as const)
          expect(
            (
              await call('future/order/place', maker, {
                contractId: 2,
                side,
                orderType: 1,
                quantity: '10',
                price: await ethPrice(engine.url, away),
              })
            ).code,
          ).toBe(0);
        const opened = await call('future/order/place', leader.token, {
          contractId: 2,
          side: 'buy',
          orderType: 3,
          quantity: '1',
        });
        expect(opened.data).toMatchObject({ orderStatus: 4 });
        const [trade] = await mirroredTrades(follow, f.token, 1);
        expect(trade).toMatchObject({ action: 'open', status: 'placed', quantity: '0.2' });
        expect(await followSize(follow, f.token, 2)).toBe(0.2);
        // The public leaderboard is read wherever it arrives.
        const board = await follow('follow/leaders', undefined);
        expect(board.data.list).toContainEqual(
          expect.objectContaining({ leaderId: leader.userId, followers: 1 }),
        );
        const stopped = await follow('follow/stop', f.token, { followId: f.followId });
        expect(stopped.data).toMatchObject({ status: 'stopped' });
        expect(await followSize(follow, f.token, 2)).toBe(0);
      },
      { busPrefix: `test:follow-edge:${randomUUID()}:` },
    );
  });
});
