import path from 'node:path';
import { contracts } from '../../lib/contract/reference-data';
import {
  contractConfigFromReference,
  DurableEngine,
  formatUsdt,
  ticksToPrice,
  userBalances,
} from '../../server/engine';
import { drivers, spawnServer, stopServer, useServerWorkspace } from './harness';
import { fund, futures, trader, TRADING_SERVER_ENV, userIdOf, type Answer } from './trading-client';

/**
 * SIGKILL during a burst of orders: every order that was answered with success is there after the
 * restart, sending every client order id again places none twice, and the balances the API shows
 * are those the journal rebuilds.
 */

const configs = contracts.map((c) => contractConfigFromReference(c));
const btc = configs.find((c) => c.contractId === 1);

interface Sent {
  token: string;
  clientOrderId: string;
  body: Record<string, unknown>;
  /** The order id of a success answer; undefined while unanswered or when the answer was lost. */
  orderId?: number;
}

describe.each(drivers)('orders across a SIGKILL on $name', (driver) => {
  const workspace = useServerWorkspace(driver);

  it(
    'keeps every acknowledged order, doubles none on retry, and rebuilds the same balances',
    { timeout: 240_000 },
    async () => {
      if (!btc) throw new Error('no BTC contract');
      const env = workspace.env(TRADING_SERVER_ENV);
      const first = await spawnServer(env);
      let call = futures(first.url);
      const [seller, ...buyers] = await Promise.all(
        Array.from({ length: 5 }, () => trader(first.url)),
      );
      if (!seller) throw new Error('no traders');
      const everyone = [seller, ...buyers];
      for (const token of everyone) await fund(call, first.url, token, '20000');
      const mark = await markTicks(first.url);
      const price = (offsetTicks: number) => ticksToPrice(btc, mark + offsetTicks);
      // One large resting ask: every crossing bid of the burst fills against it in full.
      const ask = await call('future/order/place', seller, {
        contractId: 1,
        side: 'sell',
        orderType: 1,
        quantity: '0.3',
        price: price(50),
      });
      expect(ask.code).toBe(0);

      // Each buyer alternates a bid that rests far below and one that crosses the ask.
      const sent: Sent[] = [];
      buyers.forEach((token, b) => {
        for (let i = 0; i < 60; i++) {
          const crossing = i % 2 === 1;
          sent.push({
            token,
            clientOrderId: `burst-${b}-${i}`,
            body: {
              contractId: 1,
              side: 'buy',
              orderType: 1,
              quantity: '0.002',
              price: crossing ? price(50) : price(-500 - i),
              clientOrderId: `burst-${b}-${i}`,
            },
          });
        }
      });
      let acked = 0;
      let killed = false;
      const killAt = 120;
      const killing = new Promise<void>((resolve) => {
        const workers = buyers.map(async (token) => {
          for (const s of sent.filter((x) => x.token === token)) {
            if (killed) return;
            const answer = await placeOrRetry(call, s);
            if (answer?.code === 0 && typeof answer.data.orderId === 'number') {
              s.orderId = answer.data.orderId;
              acked += 1;
              if (acked >= killAt && !killed) {
                killed = true;
                void stopServer(first.child, 'SIGKILL').then(() => resolve());
              }
            }
          }
        });
        void Promise.all(workers).then(() => {
          if (!killed) {
            killed = true;
            void stopServer(first.child, 'SIGKILL').then(() => resolve());
          }
        });
      });
      await killing;
      const acknowledged = sent.filter((s) => s.orderId !== undefined);
      expect(acknowledged.length).toBeGreaterThanOrEqual(killAt);

      const second = await spawnServer(env);
      call = futures(second.url);
      try {
        // Every acknowledged resting bid is open; every acknowledged crossing bid is in a position.
        const lots = (token: string) => positionLots(call, token);
        for (const [b, token] of buyers.entries()) {
          const open = await openIds(call, token);
          const mine = acknowledged.filter((s) => s.token === token);
          for (const s of mine.filter((x) => !isCrossing(x)))
            expect(open.has(s.orderId ?? 0), `${s.clientOrderId} open after restart`).toBe(true);
          expect(
            await lots(token),
            `buyer ${b} filled at least what was acknowledged`,
          ).toBeGreaterThanOrEqual(mine.filter(isCrossing).length * 2);
        }

        // A client that lost answers sends every id again: each order exists exactly once.
        for (const s of sent) {
          const answer = await placeOrRetry(call, s);
          expect(answer?.code, s.clientOrderId).toBe(0);
          if (s.orderId !== undefined)
            expect(answer?.data).toMatchObject({ orderId: s.orderId, duplicate: true });
        }
        for (const token of buyers) {
          const mine = sent.filter((s) => s.token === token);
          expect(await lots(token)).toBe(mine.filter(isCrossing).length * 2);
          const open = await openIds(call, token);
          expect(open.size).toBe(mine.filter((s) => !isCrossing(s)).length);
        }

        // What the API shows is what the journal rebuilds.
        const shown = new Map<number, unknown>();
        for (const token of everyone) {
          const accounts = (await call('future/accounts', token)).data as unknown as {
            assets: { wallet: string; frozen: string }[];
          }[];
          shown.set(
            await userIdOf(second.url, token),
            accounts.map((a) => a.assets[0]),
          );
        }
        await stopServer(second.child);
        const engine = await DurableEngine.open(path.join(workspace.dataDir(), 'engine'), configs);
        try {
          for (const [userId, assets] of shown) {
            const rebuilt = userBalances(engine.engine.state, userId)
              .filter((b) => b.account === 1)
              .map((b) => ({ wallet: formatUsdt(b.wallet), frozen: formatUsdt(b.frozen) }));
            expect(assets).toMatchObject(rebuilt);
          }
        } finally {
          await engine.close();
        }
      } finally {
        await stopServer(second.child, 'SIGKILL');
      }
    },
  );
});

function isCrossing(s: Sent): boolean {
  return Number(s.clientOrderId.split('-')[2]) % 2 === 1;
}

/** Places an order, waiting out the per-user limit (429) as a client would; undefined if the server went away. */
async function placeOrRetry(
  call: ReturnType<typeof futures>,
  s: Sent,
): Promise<Answer | undefined> {
  for (;;) {
    let answer: Answer;
    try {
      answer = await call('future/order/place', s.token, s.body);
    } catch {
      return undefined;
    }
    if (answer.status !== 429) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function openIds(call: ReturnType<typeof futures>, token: string): Promise<Set<number>> {
  const list = (await call('future/order/open?limit=500', token)).data.list as {
    orderId: number;
  }[];
  return new Set(list.map((o) => o.orderId));
}

/** The long position in lots of 0.001 BTC. */
async function positionLots(call: ReturnType<typeof futures>, token: string): Promise<number> {
  const list = (await call('future/position/list?contractId=1', token)).data.list as {
    size: string;
  }[];
  return list.reduce((sum, p) => sum + Math.round(Number(p.size) * 1000), 0);
}

async function markTicks(base: string): Promise<number> {
  const response = await fetch(`${base}/api/getOverview`);
  const body = (await response.json()) as { data: { cid: number; mp: string }[] };
  const btcRow = body.data.find((row) => row.cid === 1);
  if (!btcRow) throw new Error('no BTC indicator');
  return Math.round(Number(btcRow.mp) * 10);
}
