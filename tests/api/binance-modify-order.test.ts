import ccxt from 'ccxt';
import Decimal from 'decimal.js';
import { signRequest, type CreatedKey } from './api-key-client';
import { binanceTrader, ccxtClient, ccxtProClient, type BinanceTrader } from './binance-client';
import { drivers } from './harness';
import { priceFromMark, useTradingServer, type TradingServer } from './trading-client';

/**
 * Binance's modify order (`PUT /fapi/v1/order`) on the compatible layer: the app's
 * `future/order/amend`, answered in Binance's order shape and codes; CCXT's `editOrder`,
 * unmodified, edits an order through it.
 */

const SYMBOL = 'BTC/USDT:USDT';
const BTC = 1;

describe.each(drivers.slice(0, 1))('Binance modify order on $name', (driver) => {
  let server: TradingServer;
  useTradingServer(driver, (started) => {
    server = started;
  });
  let me: BinanceTrader;

  beforeAll(async () => {
    for (let waited = 0; waited < 10_000; waited += 100) {
      if ((server.t.server.exchange?.host?.state.contracts.get(BTC)?.markPrice ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    me = await binanceTrader(server.t.url, '5000');
  }, 120_000);

  /** A signed call with its parameters in a form body, as CCXT sends POST and PUT. */
  const call = async (
    method: 'POST' | 'PUT',
    params: Record<string, string>,
    key: CreatedKey = me.key,
  ): Promise<Record<string, unknown>> => {
    const request = signRequest(server.t.url, '/fapi/v1/order', key, {
      body: new URLSearchParams(params).toString(),
      contentType: 'application/x-www-form-urlencoded',
      signatureIn: 'body',
    });
    // Built as a POST (signRequest sends a body with POST), sent as `method`.
    request.init.method = method;
    const response = await fetch(request.url, request.init);
    return { status: response.status, ...((await response.json()) as Record<string, unknown>) };
  };

  const limitBuy = async (price: string, quantity: string, extra: Record<string, string> = {}) => {
    const placed = await call('POST', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity,
      price,
      ...extra,
    });
    expect(placed, JSON.stringify(placed)).toMatchObject({ status: 'NEW' });
    return placed;
  };

  it('modifies a LIMIT order in place: same id, new quantity and price, Binance’s shape', async () => {
    const price = priceFromMark(server.t, BTC, -2);
    const lower = priceFromMark(server.t, BTC, -2.5);
    const placed = await limitBuy(price, '0.005');
    const modified = await call('PUT', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      orderId: String(placed.orderId),
      quantity: '0.003',
      price: lower,
    });
    expect(modified).toMatchObject({
      orderId: placed.orderId,
      symbol: 'BTCUSDT',
      status: 'NEW',
      type: 'LIMIT',
      origType: 'LIMIT',
      side: 'BUY',
      price: lower,
      origQty: '0.003',
      executedQty: '0',
      time: placed.time,
    });
    expect(Number(modified.updateTime)).toBeGreaterThanOrEqual(Number(placed.updateTime));
    const open = await server.call(`future/order/open?contractId=${BTC}`, me.token);
    expect(open.data.list).toContainEqual(
      expect.objectContaining({ orderId: placed.orderId, price: lower, quantity: '0.003' }),
    );
  });

  it('answers Binance’s codes for what it refuses', async () => {
    const price = priceFromMark(server.t, BTC, -3);
    const placed = await limitBuy(price, '0.004');
    const modify = (params: Record<string, string>, key?: CreatedKey) =>
      call(
        'PUT',
        { symbol: 'BTCUSDT', side: 'BUY', orderId: String(placed.orderId), ...params },
        key,
      );

    expect(await modify({ quantity: '0.004' })).toMatchObject({ status: 400, code: -1102 });
    expect(await modify({ quantity: '0.004', price })).toMatchObject({
      code: -5027,
      msg: 'No need to modify the order.',
    });
    expect(await modify({ quantity: '0.004', price, side: 'SELL' })).toMatchObject({
      code: -1130,
    });
    expect(await modify({ quantity: '0.004', price: `${price.split('.')[0]}.05` })).toMatchObject({
      code: -4014,
    });
    // Another user's order does not exist for this key.
    const other = await binanceTrader(server.t.url, '0');
    expect(await modify({ quantity: '0.003', price }, other.key)).toMatchObject({
      code: -2013,
      msg: 'Order does not exist.',
    });
    // 5 000 USDT does not margin 10 BTC.
    expect(await modify({ quantity: '10', price })).toMatchObject({ code: -2019 });

    // A GTX (post-only) order moved onto the asks is refused, not cancelled as on Binance.
    const quoter = await binanceTrader(server.t.url, '1000');
    const ask = priceFromMark(server.t, BTC, 1);
    const sold = await call(
      'POST',
      {
        symbol: 'BTCUSDT',
        side: 'SELL',
        type: 'LIMIT',
        timeInForce: 'GTC',
        quantity: '0.002',
        price: ask,
      },
      quoter.key,
    );
    expect(sold).toMatchObject({ status: 'NEW' });
    const gtx = await limitBuy(price, '0.002', { timeInForce: 'GTX' });
    expect(
      await call('PUT', {
        symbol: 'BTCUSDT',
        side: 'BUY',
        orderId: String(gtx.orderId),
        quantity: '0.002',
        price: ask,
      }),
    ).toMatchObject({ code: -5022 });

    // Only LIMIT orders, as on Binance.
    const stop = await call('POST', {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'STOP_MARKET',
      workingType: 'MARK_PRICE',
      quantity: '0.002',
      stopPrice: priceFromMark(server.t, BTC, 3),
    });
    expect(stop, JSON.stringify(stop)).toMatchObject({ status: 'NEW' });
    expect(
      await call('PUT', {
        symbol: 'BTCUSDT',
        side: 'BUY',
        orderId: String(stop.orderId),
        quantity: '0.003',
        price,
      }),
    ).toMatchObject({ code: -1116 });

    const open = await server.call(`future/order/open?contractId=${BTC}`, me.token);
    expect(open.data.list).toContainEqual(
      expect.objectContaining({ orderId: placed.orderId, price, quantity: '0.004' }),
    );
  });

  it('CCXT’s editOrder edits the order and reads it back', async () => {
    const exchange = ccxtClient(server.t.url, me.key);
    await exchange.loadMarkets();
    const price = new Decimal(priceFromMark(server.t, BTC, -4)).toFixed(1);
    const order = await exchange.createOrder(SYMBOL, 'limit', 'buy', 0.004, Number(price));
    const newPrice = new Decimal(price).minus(10).toFixed(1);
    const edited = await exchange.editOrder(
      order.id ?? '',
      SYMBOL,
      'limit',
      'buy',
      0.006,
      Number(newPrice),
    );
    expect(edited).toMatchObject({
      id: order.id,
      status: 'open',
      price: Number(newPrice),
      amount: 0.006,
      filled: 0,
    });
    expect(await exchange.fetchOrder(order.id ?? '', SYMBOL)).toMatchObject({
      id: order.id,
      price: Number(newPrice),
      amount: 0.006,
    });
    await expect(
      exchange.editOrder('999999999', SYMBOL, 'limit', 'buy', 0.006, Number(newPrice)),
    ).rejects.toThrow(ccxt.OrderNotFound);
  });

  it('tells the user stream of the amendment (ORDER_TRADE_UPDATE, execution AMENDMENT)', async () => {
    const rest = ccxtClient(server.t.url, me.key);
    await rest.loadMarkets();
    const price = Number(new Decimal(priceFromMark(server.t, BTC, -5)).toFixed(1));
    const order = await rest.createOrder(SYMBOL, 'limit', 'buy', 0.004, price);
    const pro = ccxtProClient(server.t.url, me.key);
    // CCXT asks for this before it opens a plain ws:// (non-TLS) connection.
    await pro.loadHttpProxyAgent();
    try {
      await pro.loadMarkets();
      const watched = pro.watchOrders(SYMBOL);
      // The stream subscribes in the background: amend until an update arrives.
      let seen: Awaited<typeof watched> | undefined;
      let amount = 0.004;
      for (let attempt = 0; attempt < 40 && !seen; attempt++) {
        amount = amount === 0.005 ? 0.006 : 0.005;
        await rest.editOrder(order.id ?? '', SYMBOL, 'limit', 'buy', amount, price);
        seen = await Promise.race([
          watched,
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 250)),
        ]);
      }
      const update = seen?.find((o) => o.id === order.id);
      expect(update).toMatchObject({ id: order.id, status: 'open', price });
      expect([0.005, 0.006]).toContain(update?.amount);
      expect((update?.info as { x?: string } | undefined)?.x).toBe('AMENDMENT');
    } finally {
      await pro.close();
    }
  }, 30_000);
});
