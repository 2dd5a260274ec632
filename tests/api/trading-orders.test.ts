import type { Socket } from 'socket.io-client';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { wireOrderSchema } from '../../lib/contract/wire/match-schemas';
import { signUpByEmail, uniqueEmail } from './auth-client';
import { drivers, type TestServer } from './harness';
import { connectClient, send, subscribeBody, until } from './live-client';
import {
  fund,
  type futures,
  trader,
  whileRestricted,
  useTradingServer,
  priceFromMark,
} from './trading-client';

/**
 * `future/order/place` and cancels against the real server and engine, on PGlite and PostgreSQL:
 * the order a client gets back in every quantity unit, client order ids, each trading code a
 * real request can reach, 400s naming the field, and the match frames that follow an answer.
 */

/**
 * An order as lists, details and frames carry it: exactly the contract's (lib/contract/wire
 * match-schemas); the place answer adds `duplicate`. Any other field, or a field of another type or
 * outside the contract's values, fails.
 */
const orderWire = zm.strictObject(wireOrderSchema.shape);
const orderSchema = zm.strictObject({ ...wireOrderSchema.shape, duplicate: zm.boolean() });
const orderPage = z.object({ list: z.array(orderWire) });

describe.each(drivers)('placing and cancelling futures orders on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => {
    ({ t, call } = server);
  });

  const priceNearMark = (contractId: number, percent: number) =>
    priceFromMark(t, contractId, percent);

  it('rests a limit order and fills a market order against it, in each quantity unit', async () => {
    const maker = await trader(t.url);
    const taker = await trader(t.url);
    await fund(call, t.url, maker, '5000');
    await fund(call, t.url, taker, '5000');
    const askPrice = priceNearMark(1, 0.5);

    const resting = await call('future/order/place', maker, {
      contractId: 1,
      side: 'sell',
      orderType: 1,
      quantity: '0.005',
      quantityUnit: 'base',
      price: askPrice,
      timeInForce: 'GTC',
    });
    expect(resting).toMatchObject({ code: 0, success: true });
    const ask = orderSchema.parse(resting.data);
    expect(ask).toMatchObject({
      price: askPrice,
      quantity: '0.005',
      filledQuantity: '0',
      orderStatus: 2,
      tif: 'GTC',
      duplicate: false,
      source: 'user',
    });

    // Three whole contracts of 0.001 BTC at market take 0.003 of the ask.
    const bought = await call('future/order/place', taker, {
      contractId: 1,
      side: 'buy',
      orderType: 3,
      quantity: '3',
      quantityUnit: 'contract',
    });
    expect(bought.code).toBe(0);
    expect(orderSchema.parse(bought.data)).toMatchObject({
      quantity: '0.003',
      filledQuantity: '0.003',
      averagePrice: askPrice,
      orderStatus: 4,
      price: null,
    });
    expect(Number(orderSchema.parse(bought.data).fee)).toBeGreaterThan(0);

    // A USDT amount buys the whole contracts it pays for at the limit price (rounded down).
    const bidPrice = priceNearMark(1, -1);
    const byValue = await call('future/order/place', taker, {
      contractId: 1,
      side: 'buy',
      orderType: 1,
      quantity: '500',
      quantityUnit: 'quote',
      price: bidPrice,
    });
    expect(byValue.code).toBe(0);
    const lots = Math.floor(500 / (Number(bidPrice) * 0.001));
    expect(orderSchema.parse(byValue.data).quantity).toBe((lots / 1000).toString());

    const open = await call('future/order/open?contractId=1', maker);
    expect((open.data.list as { orderId: number }[]).map((o) => o.orderId)).toContain(ask.orderId);
    const positions = await call('future/position/list', taker);
    expect(positions.data.list).toMatchObject([{ contractId: 1, side: 1, size: '0.003' }]);
  });

  it('answers the first order for a repeated client order id, never placing a second', async () => {
    const token = await trader(t.url);
    await fund(call, t.url, token, '3000');
    const body = {
      contractId: 1,
      side: 'buy',
      orderType: 1,
      quantity: '0.002',
      price: priceNearMark(1, -2),
      clientOrderId: 'bot-42.a:1',
    };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('future/order/place', token, body)),
    );
    const orders = answers.map((a) => orderSchema.parse(a.data));
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(1);
    expect(orders.filter((o) => !o.duplicate)).toHaveLength(1);
    expect(orders.every((o) => o.clientOrderId === 'bot-42.a:1' && o.quantity === '0.002')).toBe(
      true,
    );
    const open = await call('future/order/open', token);
    expect(open.data.list).toHaveLength(1);

    const cancelled = await call('future/order/cancel', token, { clientOrderId: 'bot-42.a:1' });
    expect(cancelled).toMatchObject({ code: 0, data: { orderStatus: 5 } });
    expect((await call('future/order/cancel', token, { clientOrderId: 'bot-42.a:1' })).status).toBe(
      404,
    );
    // The id stays taken after the cancel: the retry still names the first order.
    const retry = await call('future/order/place', token, body);
    expect(retry.data).toMatchObject({ orderId: orders[0]?.orderId, duplicate: true });
    // Once the read model holds the finished order, the retry shows it whole.
    let whole = retry;
    for (let i = 0; i < 50 && whole.data.orderStatus === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      whole = await call('future/order/place', token, body);
    }
    expect(whole.data).toMatchObject({
      orderId: orders[0]?.orderId,
      orderStatus: 5,
      quantity: '0.002',
      clientOrderId: 'bot-42.a:1',
      duplicate: true,
    });
    expect((await call('future/order/open', token)).data.list).toHaveLength(0);
    // Another user's identical id is theirs alone.
    const other = await trader(t.url);
    await fund(call, t.url, other, '3000');
    const theirs = await call('future/order/place', other, body);
    expect(theirs.data).toMatchObject({ duplicate: false });
    expect(theirs.data.orderId).not.toBe(orders[0]?.orderId);
    expect((await call('future/order/cancel', token, { clientOrderId: 'nobody' })).status).toBe(
      404,
    );
  });

  it('answers each trading refusal with its spec code and changes nothing', async () => {
    const token = await trader(t.url);
    await fund(call, t.url, token, '300');
    const before = (await call('future/accounts', token)).data;
    const place = (body: Record<string, unknown>) =>
      call('future/order/place', token, { contractId: 1, side: 'buy', orderType: 1, ...body });
    const cases: [number, Record<string, unknown>][] = [
      [1012, { side: 'openLong', quantity: '0.002', price: priceNearMark(1, -1) }],
      // Less than one contract: 50 USDT buys no whole BTC contract (~97 USDT each).
      [1016, { quantity: '50', quantityUnit: 'quote', price: priceNearMark(1, -1) }],
      // One contract, but worth less than BTCUSDT's minimum order value (100 USDT).
      [102900002, { quantity: '0.001', price: priceNearMark(1, -1) }],
      [1020, { contractId: 2, orderType: 3, quantity: '5', quantityUnit: 'contract' }],
      [1044, { quantity: '0.002', price: priceNearMark(1, 10) }],
      // BTCUSDT takes at most 1 000 BTC in a limit order and 120 BTC in a market order.
      [1044, { quantity: '1000.001', price: priceNearMark(1, -1) }],
      [1044, { orderType: 3, quantity: '120.001' }],
      [
        1051,
        {
          quantity: '0.002',
          price: priceNearMark(1, -1),
          tp: { triggerPrice: priceNearMark(1, -3) },
        },
      ],
      [
        1053,
        {
          orderType: 2,
          quantity: '1000001',
          quantityUnit: 'contract',
          price: priceNearMark(1, -1),
          triggerPrice: priceNearMark(1, -1),
        },
      ],
      [
        1053,
        { orderType: 4, quantity: '120.001', triggerPrice: priceNearMark(1, 1), triggerBy: 'mark' },
      ],
      [
        1050,
        {
          contractId: 2,
          orderType: 4,
          quantity: '5',
          quantityUnit: 'contract',
          triggerPrice: priceNearMark(2, 1),
          triggerBy: 'last',
        },
      ],
      [101030400, { quantity: '0.5', price: priceNearMark(1, -1) }],
    ];
    for (const [code, body] of cases) {
      const answer = await place(body);
      expect(answer.code, JSON.stringify(body)).toBe(code);
      expect(answer.success).toBe(false);
      expect(answer.message.length).toBeGreaterThan(3);
    }
    // A market order worth less than the minimum order value says so, with the minimum, in the
    // request's language (English keeps the service's words).
    const seller = await trader(t.url);
    await fund(call, t.url, seller, '3000');
    const rest = await call('future/order/place', seller, {
      contractId: 1,
      side: 'sell',
      orderType: 1,
      quantity: '0.002',
      price: priceNearMark(1, 0.3),
    });
    expect(rest.code).toBe(0);
    const small = { contractId: 1, side: 'buy', orderType: 3, quantity: '0.001' };
    const english = await call('future/order/place', token, small);
    expect([english.status, english.code, english.success]).toEqual([200, 102900002, false]);
    expect(english.message).toBe('order value below the minimum order value: 100 USDT');
    expect(english.data).toEqual({ minValue: '100' });
    // The `language` header words the refusal (the body's `lang` is not read for errors).
    const inKorean = await fetch(`${t.url}/api/futures/future/order/place`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        language: 'ko',
      },
      body: JSON.stringify(small),
    });
    const korean = (await inKorean.json()) as { code: number; message: string };
    expect([inKorean.status, korean.code]).toEqual([200, 102900002]);
    expect(korean.message).toBe('주문 금액이 최소 주문 금액 100 USDT보다 적습니다');
    expect((await call('future/order/cancel', seller, { orderId: rest.data.orderId })).code).toBe(
      0,
    );

    // 1032: more than the highest leverage's tier allows (50 000 USDT at 125x).
    expect((await call('future/leverage', token, { contractId: 1, leverage: 125 })).code).toBe(0);
    expect((await place({ quantity: '0.6', price: priceNearMark(1, -1) })).code).toBe(1032);
    // 1042: a buy 3 % above the mark at 125x would open under water, past maintenance.
    expect((await place({ quantity: '0.2', price: priceNearMark(1, 3) })).code).toBe(1042);
    // 1046: a post-only bid at or above the best ask would take.
    const maker = await trader(t.url);
    await fund(call, t.url, maker, '3000');
    const ask = priceNearMark(1, 0.2);
    expect(
      (
        await call('future/order/place', maker, {
          contractId: 1,
          side: 'sell',
          orderType: 1,
          quantity: '0.002',
          price: ask,
        })
      ).code,
    ).toBe(0);
    expect((await place({ quantity: '0.002', price: ask, timeInForce: 'postOnly' })).code).toBe(
      1046,
    );
    const after = (await call('future/accounts', token)).data;
    expect(after).toEqual(before);
    expect((await call('future/order/open', token)).data.list).toHaveLength(0);
  });

  it('needs KYC and a futures account (1034) and lets a restricted residence only reduce (1009)', async () => {
    const newcomer = await signUpByEmail(t.url, uniqueEmail('newcomer'));
    const order = {
      contractId: 1,
      side: 'buy',
      orderType: 1,
      quantity: '0.002',
      price: priceNearMark(1, -1),
    };
    expect((await call('future/order/place', newcomer, order)).code).toBe(1034);
    expect((await call('future/order/place', undefined, order)).status).toBe(401);

    const token = await trader(t.url, 'TW');
    await fund(call, t.url, token, '500');
    await whileRestricted(t, 'TW', async () => {
      expect((await call('future/order/place', token, order)).code).toBe(1009);
      // Reducing passes the gate (the engine then finds nothing to reduce).
      const reduce = await call('future/order/place', token, { ...order, reduceOnly: true });
      expect(reduce.code).toBe(1012);
    });
  });

  it('answers input that does not fit with 400 naming the field', async () => {
    const token = await trader(t.url);
    await fund(call, t.url, token, '300');
    const price = priceNearMark(1, -1);
    const base = { contractId: 1, side: 'buy', orderType: 1, quantity: '0.002', price };
    for (const [body, field] of [
      [{ ...base, price: `${price}5` }, 'price'],
      [{ ...base, price: '-5' }, 'price'],
      [{ ...base, price: undefined }, 'price'],
      [{ ...base, quantity: '0.0015' }, 'quantity'],
      [{ ...base, quantity: '1e3' }, 'quantity'],
      [{ ...base, quantity: '0' }, 'quantity'],
      [{ ...base, quantity: '1.5', quantityUnit: 'contract' }, 'quantity'],
      [{ ...base, quantityUnit: 'lots' }, 'quantityUnit'],
      [{ ...base, orderType: 5 }, 'orderType'],
      [{ ...base, side: 'up' }, 'side'],
      [{ ...base, contractId: 999 }, 'contractId'],
      [{ ...base, orderType: 2 }, 'triggerPrice'],
      [{ ...base, orderType: 3, timeInForce: 'GTC' }, 'timeInForce'],
      [{ ...base, clientOrderId: 'two words' }, 'clientOrderId'],
      [{ ...base, clientOrderId: 'x'.repeat(37) }, 'clientOrderId'],
      [{ ...base, tp: { triggerPrice: 'high' } }, 'tp.triggerPrice'],
      [{ ...base, tp: { triggerPrice: priceNearMark(1, 5), price: '1.05' } }, 'tp.price'],
      [{ ...base, accountType: 7 }, 'accountType'],
    ] as const) {
      const answer = await call('future/order/place', token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.message).toContain(field);
    }
    expect((await call('future/order/cancel', token, {})).status).toBe(400);
    expect((await call('future/order/open', token)).data.list).toHaveLength(0);
  });

  it('pushes the order to the owner’s socket within 100 ms of the answer', async () => {
    const token = await trader(t.url);
    await fund(call, t.url, token, '2000');
    const socket: Socket = await connectClient(t.url);
    const seen = new Map<number, number>();
    socket.on('match', (frame: { type: number; data: { orderId?: number }[] }) => {
      if (frame.type !== 3004 && frame.type !== 3016) return;
      for (const o of frame.data)
        if (o.orderId && !seen.has(o.orderId)) seen.set(o.orderId, Date.now());
    });
    try {
      expect((await send(socket, 1001, { token })).code).toBe(0);
      expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);
      const placed = await call('future/order/place', token, {
        contractId: 1,
        side: 'buy',
        orderType: 1,
        quantity: '0.002',
        price: priceNearMark(1, -2),
      });
      const answeredAt = Date.now();
      const orderId = Number(placed.data.orderId);
      await until(socket, ['match'], () => seen.has(orderId), 2000, 'the placed order as a frame');
      expect((seen.get(orderId) ?? Infinity) - answeredAt).toBeLessThanOrEqual(100);
      const cancelled = await call('future/order/cancelAll', token, { contractId: 1 });
      expect(cancelled.data).toMatchObject({ cancelled: 1, orderIds: [orderId] });
    } finally {
      socket.disconnect();
    }
  });

  it('says which way a conditional order fires, in the answer, the open orders, the frame and the history', async () => {
    const token = await trader(t.url);
    await fund(call, t.url, token, '2000');
    const socket: Socket = await connectClient(t.url);
    const framed = new Map<number, unknown>();
    socket.on('match', (frame: { type: number; data: { orderId?: number }[] }) => {
      if (frame.type !== 3004 && frame.type !== 3016) return;
      for (const o of frame.data) if (o.orderId) framed.set(o.orderId, orderWire.parse(o));
    });
    const conditionalSell = (triggerPrice: string) =>
      call('future/order/place', token, {
        contractId: 1,
        side: 'sell',
        orderType: 4,
        quantity: '0.002',
        triggerPrice,
        triggerBy: 'mark',
      });
    try {
      expect((await send(socket, 1001, { token })).code).toBe(0);
      expect((await send(socket, 1003, subscribeBody('match'))).code).toBe(0);
      // A sell that fires when the mark falls to 2 % below it (a stop), and one that fires when
      // it rises to 2 % above it (a take profit); and a limit order, which has no direction.
      const stop = orderSchema.parse((await conditionalSell(priceNearMark(1, -2))).data);
      const takeProfit = orderSchema.parse((await conditionalSell(priceNearMark(1, 2))).data);
      const limit = orderSchema.parse(
        (
          await call('future/order/place', token, {
            contractId: 1,
            side: 'buy',
            orderType: 1,
            quantity: '0.002',
            price: priceNearMark(1, -3),
          })
        ).data,
      );
      const expected = new Map([
        [stop.orderId, false],
        [takeProfit.orderId, true],
        [limit.orderId, null],
      ]);
      const directions = (orders: { orderId: number; triggerAbove: boolean | null }[]) =>
        new Map(orders.map((o) => [o.orderId, o.triggerAbove]));
      expect(directions([stop, takeProfit, limit])).toEqual(expected);

      const open = z
        .object({ list: z.array(orderWire) })
        .parse((await call('future/order/open', token)).data);
      expect(directions(open.list)).toEqual(expected);

      await until(socket, ['match'], () => framed.size >= 3, 2000, 'the three orders as frames');
      expect(directions([...framed.values()].map((o) => orderWire.parse(o)))).toEqual(expected);

      const cancelled = await call('future/order/cancelAll', token, { contractId: 1 });
      expect(cancelled.data).toMatchObject({ cancelled: 3 });
      // The read model is written in batches, about once a second.
      let history = orderPage.parse((await call('future/order/history', token)).data);
      for (let i = 0; i < 50 && history.list.length < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        history = orderPage.parse((await call('future/order/history', token)).data);
      }
      expect(history.list.map((o) => o.orderStatus)).toEqual([5, 5, 5]);
      expect(directions(history.list)).toEqual(expected);
      const detail = await call(`future/order/detail?orderId=${takeProfit.orderId}`, token);
      expect(orderWire.parse((detail.data as { order: unknown }).order).triggerAbove).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});
