import { once } from 'node:events';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { contracts } from '../../lib/contract/reference-data';
import { contractConfigFromReference, DurableEngine } from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { drivers, spawnServer, useServerWorkspace } from './harness';
import {
  eventually,
  followApi,
  follower,
  followSize,
  leadTrader,
  mirroredTrades,
  type FollowCall,
} from './follow-client';
import { fund, futures, trader, TRADING_SERVER_ENV } from './trading-client';

/**
 * A server killed in the middle of mirroring a leader's order (after some followers' mirrored
 * orders were durable, before they were recorded): the next process replays the journal since
 * its mark and mirrors what was missing; no follower gets a mirrored order twice.
 */

const configs = contracts.map((c) => contractConfigFromReference(c));
const ETH = 2;

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}

/** A price `percent` from ETH's mark, on its 0.01 tick. */
async function ethPrice(base: string, percent: number): Promise<string> {
  const response = await fetch(`${base}/api/getOverview`);
  const body = (await response.json()) as { data: { cid: number; mp: string }[] };
  const mark = Number(body.data.find((row) => row.cid === ETH)?.mp);
  if (!(mark > 0)) throw new Error('no ETH mark');
  return (Math.round(mark * 100 * (1 + percent / 100)) / 100).toFixed(2);
}

describe.each(drivers)('mirroring across a SIGKILL on $name', (driver) => {
  const workspace = useServerWorkspace(driver);

  it(
    'mirrors every leader move once, none twice, when the server dies mid-way',
    { timeout: 240_000 },
    async () => {
      const env = workspace.env(TRADING_SERVER_ENV);
      let server = await spawnServer(env);
      let call = futures(server.url);
      let follow: FollowCall = followApi(server.url);
      const maker = await trader(server.url);
      await fund(call, server.url, maker, '100000');
      const leader = await leadTrader(server.url, call, follow, 'Restart Ranger', '10000');
      const followers = [
        await follower(server.url, call, follow, leader.userId, '5050', '5050'),
        await follower(server.url, call, follow, leader.userId, '2025', '2025'),
        await follower(server.url, call, follow, leader.userId, '333', '333'),
      ];
      for (const [side, away] of [
        ['sell', 0.1],
        ['buy', -0.1],
      ] as const) {
        const placed = await call('future/order/place', maker, {
          contractId: ETH,
          side,
          orderType: 1,
          quantity: '20',
          price: await ethPrice(server.url, away),
        });
        expect(placed.code).toBe(0);
      }
      const leaderBuys = async (quantity: string) => {
        const placed = await call('future/order/place', leader.token, {
          contractId: ETH,
          side: 'buy',
          orderType: 3,
          quantity,
        });
        expect(placed.data).toMatchObject({ orderStatus: 4 });
      };
      await leaderBuys('1');
      for (const f of followers) await mirroredTrades(follow, f.token, 1);

      // A clean restart, then a process that kills itself after the second mirrored order of the
      // next leader move is durable (the first may or may not be recorded, the third may or may
      // not be placed).
      server.child.kill('SIGTERM');
      await exited(server.child);
      server = await spawnServer({ ...env, FOLLOW_TEST_CRASH_AFTER: '2' });
      call = futures(server.url);
      await leaderBuys('0.5');
      await exited(server.child);
      // Nobody but the process itself sends it SIGKILL (its log line may not be written by then).
      expect(server.child.signalCode).toBe('SIGKILL');

      server = await spawnServer(env);
      call = futures(server.url);
      follow = followApi(server.url);
      try {
        // The new process found the leader move after its mark and mirrored it again.
        expect(server.output()).toContain('"leaderMoves":1');
        const expected = [
          [0.5, 0.75],
          [0.2, 0.3],
          [0.03, 0.04],
        ];
        for (const [i, f] of followers.entries()) {
          const list = await mirroredTrades(follow, f.token, 2);
          expect(list.map((x) => [x.action, x.status])).toEqual([
            ['open', 'placed'],
            ['add', 'placed'],
          ]);
          expect(await followSize(follow, f.token, ETH)).toBe(expected[i]?.[1]);
          // Exactly one order in the follow account per leader move (the order history is the
          // read model, written about a second after the orders).
          const ids = await eventually(async () => {
            const orders = (await call('future/order/history?accountType=11', f.token)).data
              .list as { clientOrderId: string | null }[];
            return orders.length >= 2 ? orders.map((o) => o.clientOrderId) : undefined;
          });
          await new Promise((resolve) => setTimeout(resolve, 1500));
          const settled = (await call('future/order/history?accountType=11', f.token)).data
            .list as unknown[];
          expect(settled.length).toBe(ids.length);
          expect(ids.length).toBe(2);
          expect(new Set(ids).size).toBe(2);
          expect(ids).toEqual(expect.arrayContaining(list.map((x) => x.clientOrderId)));
        }
        // Nothing more is mirrored later (the mark moved past the move).
        await new Promise((resolve) => setTimeout(resolve, 1500));
        for (const f of followers)
          expect(((await follow('follow/trades', f.token)).data.list as unknown[]).length).toBe(2);
      } finally {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
      // The journal holds every USDT exactly.
      const engine = await DurableEngine.open(path.join(workspace.dataDir(), 'engine'), configs);
      try {
        const s = engine.engine.state;
        expect(systemMoney(s)).toBe(s.deposits - s.withdrawals);
      } finally {
        await engine.close();
      }
    },
  );
});
