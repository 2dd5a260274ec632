import { wireOrderSchema } from '../../lib/contract/wire/match-schemas';
import { drivers } from './harness';
import { priceFromMark, useCountedTrading } from './trading-client';

/**
 * `future/order/placeBatch` (a scaled order) and `future/order/cancelGroup` against the real
 * server: one engine command for the whole batch, all or none, the orders carry their group.
 */

const BTC = 1;

describe.each(drivers.slice(0, 1))('placing a batch of orders on $name', (driver) => {
  const { server, userCommands, call, markReady, fundedTrader } = useCountedTrading(driver, BTC);

  const openOf = async (token: string) =>
    (await server().call(`future/order/open?contractId=${BTC}`, token)).data.list as {
      orderId: number;
      price: string;
      quantity: string;
      groupId?: number;
    }[];

  /** Five buys 1 %–3 % below the mark. */
  const fiveBelow = (quantity = '0.003') =>
    [-1, -1.5, -2, -2.5, -3].map((percent) => ({
      price: priceFromMark(server().t, BTC, percent),
      quantity,
    }));

  it(
    'places five orders as one command, each with the group, and cancels them as a group',
    { timeout: 60_000 },
    async () => {
      await markReady();
      const a = await fundedTrader();
      const orders = fiveBelow();
      const before = userCommands();
      const placed = await call('future/order/placeBatch', a, {
        contractId: BTC,
        side: 'buy',
        orders,
        timeInForce: 'postOnly',
      });
      expect(placed, JSON.stringify(placed)).toMatchObject({ code: 0, success: true });
      expect(userCommands()).toBe(before + 1);
      const rows = placed.data.orders as unknown[];
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(wireOrderSchema.safeParse(row).success).toBe(true);
      const groupId = placed.data.groupId as number;
      expect(rows).toEqual(
        orders.map((o) =>
          expect.objectContaining({
            price: o.price,
            quantity: o.quantity,
            orderStatus: 2,
            tif: 'postOnly',
            groupId,
          }),
        ),
      );
      const open = await openOf(a);
      expect(open).toHaveLength(5);
      expect(open.every((o) => o.groupId === groupId)).toBe(true);

      // Another user's cancel of the group answers like a group that does not exist.
      const other = await fundedTrader();
      const foreign = await call('future/order/cancelGroup', other, { groupId });
      expect(foreign.status).toBe(404);
      const cancelled = await call('future/order/cancelGroup', a, { groupId: String(groupId) });
      expect(cancelled, JSON.stringify(cancelled)).toMatchObject({
        code: 0,
        data: { groupId, cancelled: 5 },
      });
      expect(await openOf(a)).toEqual([]);
      const again = await call('future/order/cancelGroup', a, { groupId });
      expect(again.status).toBe(404);
      // Finished, the five keep their group in the order history (written a moment later).
      await vi.waitFor(
        async () => {
          const answer = await server().call(`future/order/history?contractId=${BTC}`, a);
          const history = (answer.data.list as unknown[])
            .map((row) => wireOrderSchema.parse(row))
            .filter((o) => o.groupId === groupId);
          expect(history).toHaveLength(5);
          expect(history.map((o) => o.orderStatus)).toEqual([5, 5, 5, 5, 5]);
        },
        { timeout: 10_000, interval: 100 },
      );
    },
  );

  it(
    'refuses the whole batch when the fifth order’s margin is missing: none is placed',
    { timeout: 60_000 },
    async () => {
      await markReady();
      // 300 USDT holds a few hundredths of a BTC at the default leverage: 5 × 0.03 do not fit.
      const a = await fundedTrader('300');
      const refused = await call('future/order/placeBatch', a, {
        contractId: BTC,
        side: 'buy',
        orders: fiveBelow('0.03'),
      });
      expect(refused, JSON.stringify(refused)).toMatchObject({ code: 101030400, success: false });
      expect(refused.message).toMatch(/order \d of 5/);
      expect(refused.data).toEqual({ index: expect.any(Number) });
      expect(await openOf(a)).toEqual([]);
    },
  );

  it('names the order under the minimum and refuses bad input', { timeout: 60_000 }, async () => {
    await markReady();
    const a = await fundedTrader();
    const orders = fiveBelow();
    const small = orders.map((o, i) => (i === 3 ? { ...o, quantity: '0.001' } : o));
    const refused = await call('future/order/placeBatch', a, {
      contractId: BTC,
      side: 'buy',
      orders: small,
    });
    expect(refused, JSON.stringify(refused)).toMatchObject({ code: 102900002, success: false });
    expect(refused.message).toMatch(/order 4 of 5.*100 USDT/);
    expect(refused.data).toEqual({ index: 3, minValue: '100' });
    expect(await openOf(a)).toEqual([]);

    const before = userCommands();
    const one = await call('future/order/placeBatch', a, {
      contractId: BTC,
      side: 'buy',
      orders: orders.slice(0, 1),
    });
    expect(one).toMatchObject({ code: 400, success: false });
    const many = Array.from({ length: 21 }, () => orders[0]);
    expect(
      await call('future/order/placeBatch', a, { contractId: BTC, side: 'buy', orders: many }),
    ).toMatchObject({ code: 400 });
    const offTick = orders.map((o, i) =>
      i === 1 ? { ...o, price: `${o.price.split('.')[0]}.05` } : o,
    );
    const tick = await call('future/order/placeBatch', a, {
      contractId: BTC,
      side: 'buy',
      orders: offTick,
    });
    expect(tick).toMatchObject({ code: 400 });
    expect(tick.message).toMatch(/orders\.1\.price/);
    expect(
      await call('future/order/placeBatch', a, {
        contractId: BTC,
        side: 'buy',
        orders,
        timeInForce: 'IOC',
      }),
    ).toMatchObject({ code: 400 });
    expect(userCommands()).toBe(before);
  });
});
