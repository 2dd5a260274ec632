import type { Socket } from 'socket.io-client';
import { formatUsdt, usdt } from '../../server/engine';
import { drivers, type TestServer } from './harness';
import { connectClient, send, subscribeBody, until } from './live-client';
import {
  deposit,
  fund,
  type futures,
  trader,
  type Answer,
  useTradingServer,
  pricesFromMark,
} from './trading-client';

/**
 * A trader's whole journey through the private API, as the web app and bots make it: demo
 * deposit → transfer to futures → 20x → a resting limit order → a market order filled → TP/SL on
 * the position → partial close → close all → the histories and the PnL show it; and the match
 * frames the socket receives on the way, each within 100 ms of its answer and in the same units.
 */

interface Frame {
  type: number;
  data: Record<string, unknown>[];
  at: number;
}

describe.each(drivers)('a trader’s journey on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => ({ t, call } = server));

  it(
    'deposits, trades, protects, closes and finds it all in the histories',
    { timeout: 120_000 },
    async () => {
      const price = pricesFromMark(t, 1);
      const token = await trader(t.url);
      const maker = await trader(t.url);
      await fund(call, t.url, maker, '5000');
      const socket: Socket = await connectClient(t.url);
      const frames: Frame[] = [];
      socket.on('match', (frame: Omit<Frame, 'at'>) => frames.push({ ...frame, at: Date.now() }));
      /** A call that must succeed: when it was sent and when it was answered. */
      const answered = async (answer: Promise<Answer>) => {
        const sent = Date.now() - 1;
        const a = await answer;
        expect(a, JSON.stringify(a)).toMatchObject({ code: 0, success: true });
        return { answer: a, sent, at: Date.now() };
      };
      /**
       * The first frame of `type` sent since the call that `match` accepts: it may come before the
       * HTTP answer, never more than 100 ms after it.
       */
      const frameAfter = async (
        call: { sent: number; at: number },
        type: number | number[],
        match: (row: Record<string, unknown>) => boolean,
        what: string,
      ) => {
        const types = Array.isArray(type) ? type : [type];
        const find = () =>
          frames.find((f) => f.at >= call.sent && types.includes(f.type) && f.data.some(match));
        await until(socket, ['match'], () => find() !== undefined, 2000, what);
        const frame = find();
        if (!frame) throw new Error(what);
        expect(frame.at - call.at, `${what} within 100 ms of the answer`).toBeLessThanOrEqual(100);
        return frame.data.find(match) ?? {};
      };
      const makerOrder = (side: 'buy' | 'sell', quantity: string, percent: number) =>
        answered(
          call('future/order/place', maker, {
            contractId: 1,
            side,
            orderType: 1,
            quantity,
            price: price(percent),
          }),
        );

      try {
        expect((await send(socket, 1001, { token })).code).toBe(0);
        expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);

        // Money in: a demo deposit to spot, then 800 USDT to futures.
        const sent = Date.now() - 1;
        await deposit(t.url, token, '1000');
        await frameAfter(
          { sent, at: Date.now() },
          3002,
          (b) => b.account === 'spot' && b.real === '1000',
          'spot 3002',
        );
        const moved = await answered(
          call('future/transfer', token, { from: 'spot', to: 1, currencyId: 1, amount: '800' }),
        );
        await frameAfter(moved, 3002, (b) => b.account === 1 && b.wallet === '800', 'futures 3002');

        // 20x on BTC.
        const leverage = await answered(
          call('future/leverage', token, { contractId: 1, leverage: 20 }),
        );
        await frameAfter(
          leverage,
          3022,
          (c) => c.contractId === 1 && c.leverage === 20,
          '3022 20x',
        );

        // A resting bid: the REST answer and the frame say the same, in the same units.
        const bid = await answered(
          call('future/order/place', token, {
            contractId: 1,
            side: 'buy',
            orderType: 1,
            quantity: '0.002',
            price: price(-1),
            clientOrderId: 'journey-bid',
          }),
        );
        const bidFrame = await frameAfter(
          bid,
          [3004, 3016],
          (o) => o.orderId === bid.answer.data.orderId,
          'the resting bid',
        );
        for (const field of ['price', 'quantity', 'filledQuantity', 'orderStatus', 'clientOrderId'])
          expect(bidFrame[field], field).toEqual(bid.answer.data[field]);

        // A market buy fills against the maker's ask.
        const ask = await makerOrder('sell', '0.004', 0.1);
        const bought = await answered(
          call('future/order/place', token, {
            contractId: 1,
            side: 'buy',
            orderType: 3,
            quantity: '0.004',
          }),
        );
        expect(bought.answer.data).toMatchObject({ orderStatus: 4, filledQuantity: '0.004' });
        await frameAfter(
          bought,
          3012,
          (p) => p.contractId === 1 && p.size === '0.004',
          'the new position',
        );
        const [position] = (await call('future/position/list', token)).data.list as Record<
          string,
          unknown
        >[];
        expect(position).toMatchObject({ contractId: 1, side: 1, size: '0.004', leverage: 20 });
        expect(position?.entryPrice).toBe(ask.answer.data.price);

        // TP and SL on the position.
        const [tp, sl] = [price(8), price(-8)];
        const protectedAt = await answered(
          call('future/position/tpsl', token, {
            contractId: 1,
            tp: { triggerPrice: tp },
            sl: { triggerPrice: sl, triggerBy: 'mark' },
          }),
        );
        expect(protectedAt.answer.data).toMatchObject({
          tpTrigger: tp,
          slTrigger: sl,
        });
        await frameAfter(protectedAt, 3012, (p) => p.tpTrigger === tp, 'TP/SL on the position');

        // Half of it closes at market, then the rest with close-all.
        await makerOrder('buy', '0.002', -0.1);
        const half = await answered(
          call('future/position/close', token, { contractId: 1, quantity: '0.002' }),
        );
        expect(half.answer.data).toMatchObject({ filledQuantity: '0.002', reduceOnly: true });
        await frameAfter(
          half,
          3012,
          (p) => p.contractId === 1 && p.size === '0.002',
          'half closed',
        );
        await makerOrder('buy', '0.002', -0.1);
        const all = await answered(call('future/position/closeAll', token, {}));
        expect(all.answer.data.list).toHaveLength(1);
        await frameAfter(all, 3012, (p) => p.contractId === 1 && p.size === '0', 'closed');
        expect((await call('future/position/list', token)).data.list).toEqual([]);
        const cancelled = await answered(call('future/order/cancelAll', token, {}));
        expect(cancelled.answer.data).toMatchObject({ orderIds: [bid.answer.data.orderId] });

        // The histories show all of it as soon as the last answer is in (issue 33 item 11: an
        // answer waits for its rows in the read model), so they are read once, with no polling.
        const orders = (await call('future/order/history?contractId=1', token)).data.list as Record<
          string,
          unknown
        >[];
        // Newest first: close-all, the partial close, the position's SL and TP (cancelled by the
        // system once nothing was left to protect), the market buy, the bid cancelled last.
        expect(orders.map((o) => [o.orderStatus, o.quantity, o.source])).toEqual([
          [4, '0.002', 'user'],
          [4, '0.002', 'user'],
          [6, '0.004', 'tpsl'],
          [6, '0.004', 'tpsl'],
          [4, '0.004', 'user'],
          [5, '0.002', 'user'],
        ]);
        expect(orders.find((o) => o.orderId === bid.answer.data.orderId)).toMatchObject({
          clientOrderId: 'journey-bid',
          orderStatus: 5,
        });
        const trades = (await call('future/trade/history', token)).data.list as Record<
          string,
          unknown
        >[];
        expect(trades.map((x) => x.quantity)).toEqual(['0.002', '0.002', '0.004']);
        const detail = await call(
          `future/order/detail?orderId=${String(bought.answer.data.orderId)}`,
          token,
        );
        expect(detail.data).toMatchObject({
          order: { orderStatus: 4 },
          fills: [{ quantity: '0.004' }],
        });
        const closedPositions = (await call('future/position/history', token)).data.list as Record<
          string,
          unknown
        >[];
        expect(closedPositions).toEqual([expect.objectContaining({ closed: true })]);
        const closedPosition = closedPositions[0] ?? {};
        expect(closedPosition).toMatchObject({ openedQuantity: '0.004', closedQuantity: '0.004' });
        const pnl = (await call('future/pnl/history?range=1d', token)).data as {
          list: { realizedPnl: string; fees: string }[];
          total: { realizedPnl: string; fees: string; net: string };
        };
        expect(pnl.list).toHaveLength(1);
        // The realized PnL of the day is the closed position's; the fees are every fill's.
        expect(pnl.total.realizedPnl).toBe(closedPosition.realizedPnl);
        const fees = trades.reduce((sum, x) => sum + usdt(String(x.fee)), 0n);
        expect(pnl.total.fees).toBe(formatUsdt(fees));
        expect(pnl.total.net).toBe(formatUsdt(usdt(pnl.total.realizedPnl) - fees));
      } finally {
        socket.disconnect();
      }
    },
  );
});
