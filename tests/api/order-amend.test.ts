import { drivers } from './harness';
import { priceFromMark, useCountedTrading, type Answer } from './trading-client';

/**
 * `future/order/amend` against the real server: one engine command per amendment, the order keeps
 * its id, a smaller quantity keeps the order's place in the queue, and refusals come in the
 * spec's codes (ours where it has none).
 */

const BTC = 1;

describe.each(drivers.slice(0, 1))('amending an order on $name', (driver) => {
  const { server, userCommands, call, markReady, fundedTrader } = useCountedTrading(driver, BTC);

  async function bid(token: string, price: string, quantity: string, extra = {}) {
    const placed = await call('future/order/place', token, {
      contractId: BTC,
      side: 'buy',
      orderType: 1,
      quantity,
      price,
      ...extra,
    });
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    return placed.data;
  }

  function expectRefused(answer: Answer, code: number, words?: RegExp): void {
    expect(answer, JSON.stringify(answer)).toMatchObject({ code, success: false });
    if (words) expect(answer.message).toMatch(words);
  }

  it(
    'a smaller quantity keeps the order’s place: the next sell at its price fills it first',
    { timeout: 60_000 },
    async () => {
      await markReady();
      const price = priceFromMark(server().t, BTC, -2);
      const [a, b, seller] = [await fundedTrader(), await fundedTrader(), await fundedTrader()];
      const ours = await bid(a, price, '0.010');
      const theirs = await bid(b, price, '0.010');

      const before = userCommands();
      const amended = await call('future/order/amend', a, {
        orderId: String(ours.orderId),
        quantity: '0.006',
      });
      expect(amended, JSON.stringify(amended)).toMatchObject({ code: 0, success: true });
      // One engine command (one journal record) for the amendment.
      expect(userCommands()).toBe(before + 1);
      expect(amended.data).toMatchObject({
        orderId: ours.orderId,
        price: ours.price,
        quantity: '0.006',
        filledQuantity: '0',
        orderStatus: 2,
        createdAt: ours.createdAt,
      });
      expect(Number(amended.data.updatedAt)).toBeGreaterThanOrEqual(Number(ours.updatedAt));

      const sold = await call('future/order/place', seller, {
        contractId: BTC,
        side: 'sell',
        orderType: 1,
        quantity: '0.006',
        price,
      });
      expect(sold.data).toMatchObject({ filledQuantity: '0.006', orderStatus: 4 });
      const openOf = async (token: string) =>
        (await server().call(`future/order/open?contractId=${BTC}`, token)).data.list as {
          orderId: number;
          filledQuantity: string;
        }[];
      // Ours filled and left the open orders; theirs waits, untouched.
      expect(await openOf(a)).toEqual([]);
      expect(await openOf(b)).toEqual([
        expect.objectContaining({ orderId: theirs.orderId, filledQuantity: '0' }),
      ]);
    },
  );

  it(
    'a larger quantity or a new price goes to the back of the queue',
    { timeout: 60_000 },
    async () => {
      await markReady();
      const price = priceFromMark(server().t, BTC, -3);
      const lower = priceFromMark(server().t, BTC, -3.5);
      const [a, b, seller] = [await fundedTrader(), await fundedTrader(), await fundedTrader()];
      const ours = await bid(a, price, '0.010');
      const theirs = await bid(b, price, '0.010');
      const grown = await call('future/order/amend', a, {
        orderId: ours.orderId,
        quantity: '0.012',
      });
      expect(grown.data).toMatchObject({ orderId: ours.orderId, quantity: '0.012' });
      const moved = await call('future/order/amend', a, {
        orderId: String(ours.orderId),
        price: lower,
      });
      expect(moved.data).toMatchObject({ orderId: ours.orderId, price: lower });
      const back = await call('future/order/amend', a, { orderId: ours.orderId, price });
      expect(back.data).toMatchObject({ price, quantity: '0.012' });
      const sold = await call('future/order/place', seller, {
        contractId: BTC,
        side: 'sell',
        orderType: 1,
        quantity: '0.010',
        price,
      });
      expect(sold.data).toMatchObject({ filledQuantity: '0.01' });
      const history = await server().call(`future/trade/history?contractId=${BTC}`, b);
      expect(history.data.list).toEqual([
        expect.objectContaining({ orderId: theirs.orderId, quantity: '0.01' }),
      ]);
    },
  );

  it('refuses in the spec’s codes and changes nothing', { timeout: 60_000 }, async () => {
    await markReady();
    const price = priceFromMark(server().t, BTC, -4);
    const a = await fundedTrader('300');
    const other = await fundedTrader();
    const ours = await bid(a, price, '0.002');
    const amend = (token: string, body: Record<string, unknown>) =>
      call('future/order/amend', token, { orderId: String(ours.orderId), ...body });

    // Someone else's order answers like one that does not exist.
    const foreign = await amend(other, { quantity: '0.001' });
    expect(foreign.status).toBe(404);
    expect(foreign.code).toBe(404);
    const before = userCommands();
    expectRefused(await amend(a, { price: `${price.split('.')[0]}.05` }), 400, /tick size/);
    expectRefused(await amend(a, { quantity: '0.0015' }), 400, /lot size/);
    expectRefused(await amend(a, {}), 400, /price, quantity or triggerPrice/);
    expectRefused(await amend(a, { quantity: 'lots' }), 400);
    expectRefused(await amend(a, { triggerPrice: price }), 400, /waiting for its trigger/);
    expectRefused(await amend(a, { price, quantity: '0.002' }), 101010400, /nothing to change/);
    // Refused before the engine: nothing journalled.
    expect(userCommands()).toBe(before);
    // 300 USDT pays the margin of a few hundredths of a BTC: 1 BTC is far beyond it.
    expectRefused(await amend(a, { quantity: '1' }), 101030400);
    // 1 000 BTC is the largest limit order.
    expectRefused(await amend(a, { quantity: '1000.001' }), 1044);

    const open = await server().call(`future/order/open?contractId=${BTC}`, a);
    expect(open.data.list).toEqual([
      expect.objectContaining({ orderId: ours.orderId, price, quantity: '0.002' }),
    ]);

    await call('future/order/cancel', a, { orderId: ours.orderId });
    const gone = await amend(a, { quantity: '0.001' });
    expect(gone.status).toBe(404);
  });

  it(
    'keeps what filled: the new total must be above it (ours: 102900004)',
    { timeout: 60_000 },
    async () => {
      await markReady();
      const price = priceFromMark(server().t, BTC, -1.5);
      const [a, seller] = [await fundedTrader(), await fundedTrader()];
      const ours = await bid(a, price, '0.006');
      const sold = await call('future/order/place', seller, {
        contractId: BTC,
        side: 'sell',
        orderType: 1,
        quantity: '0.002',
        price,
      });
      expect(sold.data).toMatchObject({ filledQuantity: '0.002' });
      const refused = await call('future/order/amend', a, {
        orderId: ours.orderId,
        quantity: '0.002',
      });
      expectRefused(refused, 102900004, /0\.002 filled/);
      expect(refused.data).toEqual({ filled: '0.002' });
      // 0.002 BTC left to fill: still above the minimum order value of 100 USDT.
      const amended = await call('future/order/amend', a, {
        orderId: ours.orderId,
        quantity: '0.004',
      });
      expect(amended.data).toMatchObject({
        quantity: '0.004',
        filledQuantity: '0.002',
        orderStatus: 3,
      });
    },
  );

  it(
    'a post-only order moved onto the other side is refused (1046), a plain one trades',
    { timeout: 60_000 },
    async () => {
      await markReady();
      const ask = priceFromMark(server().t, BTC, 1);
      const [a, seller] = [await fundedTrader(), await fundedTrader()];
      await call('future/order/place', seller, {
        contractId: BTC,
        side: 'sell',
        orderType: 1,
        quantity: '0.002',
        price: ask,
      });
      const low = priceFromMark(server().t, BTC, -1);
      const postOnly = await bid(a, low, '0.002', { timeInForce: 'postOnly' });
      expectRefused(
        await call('future/order/amend', a, { orderId: postOnly.orderId, price: ask }),
        1046,
      );
      const plain = await bid(a, low, '0.002');
      const crossed = await call('future/order/amend', a, { orderId: plain.orderId, price: ask });
      expect(crossed.data).toMatchObject({
        orderId: plain.orderId,
        price: ask,
        filledQuantity: '0.002',
        orderStatus: 4,
      });
    },
  );
});
