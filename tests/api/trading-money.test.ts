import type { WireInstantDemoDepositInput } from '../../lib/contract/wire/wallet';
import {
  formatUsdt,
  lotsToQuantity,
  ticksToPrice,
  usdt,
  userBalances,
  userOpenOrders,
  userPositions,
} from '../../server/engine';
import { systemMoney } from '../../server/engine/testing/invariants';
import { rng } from '../../server/engine/testing/workload';
import { drivers, type TestServer } from './harness';
import {
  engineHost,
  type futures,
  trader,
  TRADING_SERVER_ENV,
  userIdOf,
  type Answer,
  useTradingServer,
} from './trading-client';

/**
 * 5 000 random calls by 20 users over HTTP (deposits, transfers, leverage, orders of every kind,
 * cancels, closes, reads) while the market makers trade: no call fails the server, the money in
 * the system (every wallet, margin, unrealized PnL, insurance fund and fee) is exactly what was
 * deposited, and each user's REST state is the engine's.
 */

const USERS = 20;
const CALLS = 5_000;
/** Below the per-user write limit (50 a second): one call per user at a time, at most 40 a second. */
const MIN_GAP_MS = 25;

describe.each(drivers)('money under random trading on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => ({ t, call } = server), {
    ...TRADING_SERVER_ENV,
    MARKET_MAKERS: 'on',
  });

  it(
    'conserves every USDT and shows each user exactly the engine’s state',
    { timeout: 240_000 },
    async () => {
      const host = engineHost(t);
      const btc = host.config(1);
      const eth = host.config(2);
      if (!btc || !eth) throw new Error('no contracts');
      const tokens = await Promise.all(Array.from({ length: USERS }, () => trader(t.url)));
      const ids = await Promise.all(tokens.map((token) => userIdOf(t.url, token)));
      const depositsBefore = host.state.deposits - host.state.withdrawals;
      let deposited = 0n;

      const codes = new Map<string, number>();
      const count = (route: string, answer: Answer) => {
        const key = `${route} ${answer.status}/${answer.code}`;
        codes.set(key, (codes.get(key) ?? 0) + 1);
      };
      const priceNear = (contractId: number, percent: number) => {
        const config = contractId === 1 ? btc : eth;
        const mark = host.state.contracts.get(contractId)?.markPrice ?? 0;
        return ticksToPrice(config, Math.max(1, Math.round(mark * (1 + percent / 100))));
      };

      // Each user's calls run one at a time; the users run side by side.
      let issued = 0;
      await Promise.all(
        tokens.map(async (token, u) => {
          const next = rng(1000 + u);
          const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
          while (issued < CALLS) {
            issued += 1;
            const started = Date.now();
            const roll = next();
            const contractId = pick([1, 1, 2]);
            const size =
              contractId === 1 ? pick(['0.002', '0.003', '0.005']) : pick(['0.05', '0.1']);
            let route: string;
            let answer: Answer;
            if (roll < 0.05) {
              route = 'demo/deposit';
              const amount = pick(['100', '250.5', '1000']);
              const deposit: WireInstantDemoDepositInput = { currencyId: 1, amount };
              const response = await fetch(`${t.url}/api/v2/asset/demo/deposit`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body: JSON.stringify(deposit),
              });
              const body = (await response.json()) as { code: number };
              answer = { ...body, status: response.status } as Answer;
              if (response.status === 200 && body.code === 0) deposited += usdt(amount);
            } else if (roll < 0.15) {
              route = 'future/transfer';
              const toFutures = next() < 0.75;
              answer = await call(route, token, {
                from: toFutures ? 'spot' : 1,
                to: toFutures ? 1 : 'spot',
                currencyId: 1,
                amount: pick(['50', '120.25', '400']),
              });
            } else if (roll < 0.2) {
              route = 'future/leverage';
              answer = await call(route, token, { contractId, leverage: pick([5, 10, 20, 50]) });
            } else if (roll < 0.55) {
              route = 'future/order/place';
              const type = pick([1, 1, 1, 3, 2, 4]);
              const side = pick(['buy', 'sell'] as const);
              const away = side === 'buy' ? -1 : 1;
              answer = await call(route, token, {
                contractId,
                side,
                orderType: type,
                quantity: size,
                ...(type === 1 || type === 2
                  ? { price: priceNear(contractId, away * pick([0.05, 0.2, 1])) }
                  : {}),
                ...(type === 2 || type === 4
                  ? { triggerPrice: priceNear(contractId, -away * 0.3), triggerBy: 'mark' }
                  : {}),
                ...(next() < 0.2 ? { reduceOnly: true } : {}),
                ...(next() < 0.3 ? { clientOrderId: `m${u}-${Math.floor(next() * 50)}` } : {}),
              });
            } else if (roll < 0.65) {
              route = 'future/order/cancel';
              const open = (await call('future/order/open', token)).data.list as
                { orderId: number }[] | undefined;
              const target = open && open.length > 0 ? pick(open).orderId : 1;
              answer = await call(route, token, { orderId: target });
            } else if (roll < 0.7) {
              route = 'future/order/cancelAll';
              answer = await call(route, token, {});
            } else if (roll < 0.8) {
              route = 'future/position/close';
              answer = await call(route, token, {
                contractId,
                ...(next() < 0.5 ? { quantity: contractId === 1 ? '0.001' : '0.01' } : {}),
              });
            } else if (roll < 0.83) {
              route = 'future/position/closeAll';
              answer = await call(route, token, {});
            } else {
              route = pick(['future/accounts', 'future/position/list', 'future/order/open']);
              answer = await call(route, token);
            }
            count(route, answer);
            expect(answer.status, `${route} ${JSON.stringify(answer)}`).toBeLessThan(500);
            const rest = MIN_GAP_MS - (Date.now() - started);
            if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
          }
        }),
      );
      // Something of every kind happened.
      const succeeded = [...codes].filter(([key]) => key.endsWith(' 200/0')).map(([key]) => key);
      for (const route of [
        'demo/deposit',
        'future/transfer',
        'future/order/place',
        'future/order/cancel',
        'future/position/close',
      ])
        expect(
          succeeded.some((key) => key.startsWith(route)),
          `${route} succeeded`,
        ).toBe(true);

      // Every USDT is where the engine says, and nothing appeared or vanished.
      expect(host.state.deposits - host.state.withdrawals - depositsBefore).toBe(deposited);
      expect(systemMoney(host.state)).toBe(host.state.deposits - host.state.withdrawals);

      // Each user's REST view is the engine's (read at a quiet moment: the makers keep trading,
      // so a fill may land between the answer and the look at the engine; that is retried).
      for (const [u, token] of tokens.entries()) {
        const userId = ids[u] ?? 0;
        let same = false;
        for (let attempt = 0; attempt < 5 && !same; attempt++) {
          const [accounts, positions, open, spot] = await Promise.all([
            call('future/accounts', token),
            call('future/position/list', token),
            call('future/order/open?limit=500', token),
            call('future/spotBalance', token),
          ]);
          const engine = {
            wallets: userBalances(host.state, userId)
              .filter((b) => b.account !== 'spot')
              .map((b) => ({
                at: b.account,
                wallet: formatUsdt(b.wallet),
                frozen: formatUsdt(b.frozen),
              })),
            positions: userPositions(host.state, userId).map((p) => ({
              positionId: p.positionId,
              size: lotsToQuantity(p.contractId === 1 ? btc : eth, p.size),
            })),
            orders: userOpenOrders(host.state, userId)
              .map((o) => o.orderId)
              .sort((a, b) => b - a),
            spot: formatUsdt(host.state.spot.get(userId) ?? 0n),
          };
          const shown = {
            wallets: (
              accounts.data as unknown as {
                at: number;
                assets: { wallet: string; frozen: string }[];
              }[]
            ).map((a) => ({ at: a.at, wallet: a.assets[0]?.wallet, frozen: a.assets[0]?.frozen })),
            positions: (positions.data.list as { positionId: number; size: string }[]).map((p) => ({
              positionId: p.positionId,
              size: p.size,
            })),
            orders: (open.data.list as { orderId: number }[]).map((o) => o.orderId),
            spot: (spot.data as unknown as { real: string }[])[0]?.real,
          };
          same = JSON.stringify(shown) === JSON.stringify(engine);
          if (!same && attempt === 4) expect(shown).toEqual(engine);
        }
      }
      console.log(
        `money test: ${CALLS} calls; ${[...codes].map(([key, n]) => `${key}×${n}`).join(', ')}`,
      );
    },
  );
});
