import { randomUUID } from 'node:crypto';
import { signRequest } from './api-key-client';
import { binanceTrader } from './binance-client';
import { drivers, SHARED_STORES_SET, withEngineAndEdge } from './harness';
import {
  fund,
  futures,
  priceFromMark,
  trader,
  TRADING_SERVER_ENV,
  useTradingServer,
  type Answer,
  type TradingServer,
} from './trading-client';

/**
 * Issue 33 item 11: once an order's answer has arrived, every history read of that user includes
 * what the order did. The history read model is written in batches; a caller's reads must not
 * depend on when the next batch goes out. Every read here follows the answer at once: no polling,
 * no sleep.
 */

const BTC = 1;

interface Row {
  [key: string]: unknown;
}

const listOf = (answer: Answer): Row[] => {
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.list as Row[];
};

/** The maker rests `quantity` BTC at `percent` from the mark on the side the taker will take. */
async function rest(
  call: ReturnType<typeof futures>,
  server: TradingServer['t'],
  maker: string,
  side: 'buy' | 'sell',
  quantity: string,
): Promise<void> {
  const answer = await call('future/order/place', maker, {
    contractId: BTC,
    side,
    orderType: 1,
    price: priceFromMark(server, BTC, side === 'sell' ? 0.5 : -0.5),
    quantity,
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
}

/** `me` buys `quantity` BTC at market; the order must be accepted. */
async function marketBuy(
  call: ReturnType<typeof futures>,
  me: string,
  quantity: string,
): Promise<Answer> {
  const placed = await call('future/order/place', me, {
    contractId: BTC,
    side: 'buy',
    orderType: 3,
    quantity,
  });
  expect(placed.code, JSON.stringify(placed)).toBe(0);
  return placed;
}

describe.each(drivers)('histories right after the answer on $name', (driver) => {
  let s: TradingServer;
  useTradingServer(driver, (server) => (s = server));
  let maker: string;
  beforeAll(async () => {
    const { t, call } = s;
    for (let i = 0; i < 100 && !t.server.exchange?.host.state.contracts.get(BTC)?.markPrice; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    maker = await trader(t.url);
    await fund(call, t.url, maker, '100000');
  }, 120_000);

  it('a filled market order is in the trade and order history as soon as it is answered', async () => {
    const { t, call } = s;
    const me = await trader(t.url);
    await fund(call, t.url, me, '10000');
    for (let round = 0; round < 3; round++) {
      await rest(call, t, maker, 'sell', '0.010');
      const placed = await marketBuy(call, me, '0.010');
      expect(placed.data.orderStatus).toBe(4);
      const orderId = placed.data.orderId;
      const [trades, orders] = await Promise.all([
        call(`future/trade/history?contractId=${BTC}`, me),
        call(`future/order/history?contractId=${BTC}`, me),
      ]);
      const fills = listOf(trades).filter((row) => row.orderId === orderId);
      expect(fills.map((row) => Number(row.quantity))).toEqual([0.01]);
      const finished = listOf(orders).find((row) => row.orderId === orderId);
      expect(finished).toMatchObject({ orderStatus: 4 });
      expect(Number(finished?.filledQuantity)).toBe(0.01);
      expect(listOf(orders)).toHaveLength(round + 1);
    }
  });

  it('a closed position is in the position history and its fees in the PnL as soon as the close is answered', async () => {
    const { t, call } = s;
    const me = await trader(t.url);
    await fund(call, t.url, me, '10000');
    await rest(call, t, maker, 'sell', '0.020');
    const opened = await marketBuy(call, me, '0.020');
    await rest(call, t, maker, 'buy', '0.020');
    const closed = await call('future/position/close', me, { contractId: BTC, accountType: 1 });
    expect(closed.code, JSON.stringify(closed)).toBe(0);
    expect(closed.data.orderStatus).toBe(4);
    const [positions, pnl] = await Promise.all([
      call(`future/position/history?contractId=${BTC}`, me),
      call('future/pnl/history?range=1d&accountType=1', me),
    ]);
    const history = listOf(positions);
    expect(history).toEqual([expect.objectContaining({ closed: true })]);
    expect(Number(history[0]?.openedQuantity)).toBe(0.02);
    expect(Number(history[0]?.closedQuantity)).toBe(0.02);
    expect(pnl.code, JSON.stringify(pnl)).toBe(0);
    const fees = Number(opened.data.fee) + Number(closed.data.fee);
    expect(fees).toBeGreaterThan(0);
    expect(Number((pnl.data.total as Row).fees)).toBeCloseTo(fees, 8);
  });

  it('/fapi: userTrades and allOrders include a FILLED market order as soon as it is answered', async () => {
    const { t, call } = s;
    const me = await binanceTrader(t.url, '10000');
    const fapi = async (method: 'GET' | 'POST', path: string, query: Record<string, string>) => {
      const request = signRequest(t.url, `/fapi${path}`, me.key, { method, query });
      const response = await fetch(request.url, request.init);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    for (let round = 0; round < 3; round++) {
      await rest(call, t, maker, 'sell', '0.010');
      const placed = await fapi('POST', '/v1/order', {
        symbol: 'BTCUSDT',
        side: 'BUY',
        type: 'MARKET',
        quantity: '0.010',
        newOrderRespType: 'RESULT',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const order = placed.body as Row;
      expect(order.status).toBe('FILLED');
      const [trades, orders] = await Promise.all([
        fapi('GET', '/v1/userTrades', { symbol: 'BTCUSDT' }),
        fapi('GET', '/v1/allOrders', { symbol: 'BTCUSDT' }),
      ]);
      expect(trades.status, JSON.stringify(trades.body)).toBe(200);
      const fills = (trades.body as Row[]).filter((row) => row.orderId === order.orderId);
      expect(fills.map((row) => Number(row.qty))).toEqual([0.01]);
      expect(trades.body).toHaveLength(round + 1);
      expect(orders.status, JSON.stringify(orders.body)).toBe(200);
      const listed = (orders.body as Row[]).find((row) => row.orderId === order.orderId);
      expect(listed).toMatchObject({ status: 'FILLED' });
      expect(Number(listed?.executedQty)).toBe(0.01);
    }
  });
});

// An edge process (no engine) forwards the order to the engine process through Redis and reads
// the histories from the shared PostgreSQL database itself.
describe.skipIf(!SHARED_STORES_SET)('histories right after the answer on an edge', () => {
  it('an order placed through an edge is in the histories read there at once', async () => {
    await withEngineAndEdge(
      TRADING_SERVER_ENV,
      async ({ engine, edge }) => {
        const call = futures(edge.url);
        const maker = await trader(edge.url);
        const me = await trader(edge.url);
        await fund(call, edge.url, maker, '100000');
        await fund(call, edge.url, me, '10000');
        const overview = (await (await fetch(`${engine.url}/api/getOverview`)).json()) as {
          data: { cid: number; mp: string }[];
        };
        const mark = Number(overview.data.find((row) => row.cid === BTC)?.mp);
        const priceAt = (percent: number) => (mark * (1 + percent / 100)).toFixed(1);
        for (let round = 0; round < 3; round++) {
          const ask = await call('future/order/place', maker, {
            contractId: BTC,
            side: 'sell',
            orderType: 1,
            price: priceAt(0.5),
            quantity: '0.010',
          });
          expect(ask.code, JSON.stringify(ask)).toBe(0);
          const placed = await marketBuy(call, me, '0.010');
          expect(placed.data.orderStatus).toBe(4);
          const [trades, orders] = await Promise.all([
            call(`future/trade/history?contractId=${BTC}`, me),
            call(`future/order/history?contractId=${BTC}`, me),
          ]);
          expect(listOf(trades).filter((row) => row.orderId === placed.data.orderId)).toHaveLength(
            1,
          );
          expect(listOf(orders).find((row) => row.orderId === placed.data.orderId)).toMatchObject({
            orderStatus: 4,
          });
        }
        const bid = await call('future/order/place', maker, {
          contractId: BTC,
          side: 'buy',
          orderType: 1,
          price: priceAt(-0.5),
          quantity: '0.030',
        });
        expect(bid.code, JSON.stringify(bid)).toBe(0);
        const closed = await call('future/position/close', me, { contractId: BTC, accountType: 1 });
        expect(closed.code, JSON.stringify(closed)).toBe(0);
        const history = listOf(await call(`future/position/history?contractId=${BTC}`, me));
        expect(history).toEqual([expect.objectContaining({ closed: true })]);
        expect(Number(history[0]?.closedQuantity)).toBe(0.03);
      },
      { busPrefix: `test:read-your-writes:${randomUUID()}:` },
    );
  }, 240_000);
});
