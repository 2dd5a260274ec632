import ccxt from 'ccxt';
import Decimal from 'decimal.js';
import { at, drivers, getJson } from './harness';
import { binanceTrader, ccxtClient, ccxtProClient, type BinanceTrader } from './binance-client';
import {
  fund,
  futures,
  priceFromMark,
  trader,
  TRADING_SERVER_ENV,
  useTradingServer,
  type TradingServer,
} from './trading-client';

/**
 * CCXT's npm package, unmodified (`binanceusdm` and `pro.binanceusdm`), trades through the
 * Binance-compatible layer against the real server: the engine runs without the internal market
 * makers, and a second user quotes through the app's own API, so every price is known. Each
 * value CCXT reads is checked against what the app's own REST answers at the same moment.
 */

const SYMBOL = 'BTC/USDT:USDT';
const CONTRACT_ID = 1;

type Row = Record<string, unknown>;

/** An order's id as CCXT parsed it (always set for orders this server answers). */
function idOf(order: { id?: string | undefined }): string {
  if (!order.id) throw new Error('order without an id');
  return order.id;
}

describe.each(drivers.slice(0, 1))('CCXT binanceusdm against the server on $name', (driver) => {
  let server: TradingServer;
  useTradingServer(driver, (s) => (server = s), {
    ...TRADING_SERVER_ENV,
    CANDLE_BACKFILL_DAYS: '1',
  });

  let quoter: string;
  let me: BinanceTrader;
  let bid: string;
  let ask: string;

  const base = () => server.t.url;
  const app = (path: string, body?: Record<string, unknown>) => server.call(path, me.token, body);

  beforeAll(async () => {
    // Someone quoting on the app's screen: a resting bid and ask 0.5 % around the mark.
    quoter = await trader(base());
    await fund(server.call, base(), quoter, '50000');
    for (let waited = 0; waited < 10_000; waited += 200) {
      if ((server.t.server.exchange?.host.state.contracts.get(CONTRACT_ID)?.markPrice ?? 0) > 0)
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    bid = priceFromMark(server.t, CONTRACT_ID, -0.5);
    ask = priceFromMark(server.t, CONTRACT_ID, 0.5);
    for (const [side, price] of [
      ['buy', bid],
      ['sell', ask],
    ] as const) {
      const placed = await futures(base())('future/order/place', quoter, {
        contractId: CONTRACT_ID,
        side,
        orderType: 1,
        quantity: '0.05',
        price,
      });
      expect(placed.code, JSON.stringify(placed)).toBe(0);
    }
    me = await binanceTrader(base(), '10000');
  }, 120_000);

  it('loads the markets with the contract as the engine trades it', async () => {
    const exchange = ccxtClient(base(), me.key);
    const markets = await exchange.loadMarkets();
    expect(Object.keys(markets)).toHaveLength(12);
    const spec = (await getJson(base(), '/api/futures/contract/detail?symbol=BTCUSDT')).body as {
      data: {
        tickSize: string;
        contractSize: string;
        minOrderQuantity: string;
        maxLeverage: number;
      };
    };
    const btc = exchange.market(SYMBOL);
    expect(btc).toMatchObject({
      id: 'BTCUSDT',
      type: 'swap',
      linear: true,
      settle: 'USDT',
      active: true,
    });
    expect(btc.precision.price).toBe(Number(spec.data.tickSize));
    expect(btc.precision.amount).toBe(Number(spec.data.contractSize));
    expect(btc.limits.amount?.min).toBe(Number(spec.data.minOrderQuantity));
  });

  it('reads the book, the candles and the funding rate the app shows', async () => {
    const exchange = ccxtClient(base(), me.key);
    const book = await exchange.fetchOrderBook(SYMBOL, 5);
    const depth = (
      await getJson(base(), `/api/futures/futureQuot/depth?contractId=${CONTRACT_ID}&limit=5`)
    ).body as { data: { bids: [string, string][]; asks: [string, string][] } };
    expect(book.bids).toEqual(depth.data.bids.map(([p, q]) => [Number(p), Number(q)]));
    expect(book.asks).toEqual(depth.data.asks.map(([p, q]) => [Number(p), Number(q)]));
    expect(at(book.bids, 0)).toEqual([Number(bid), 0.05]);
    expect(at(book.asks, 0)).toEqual([Number(ask), 0.05]);

    const candles = await exchange.fetchOHLCV(SYMBOL, '1h', undefined, 5);
    const appCandles = (
      await getJson(
        base(),
        `/api/futures/futureQuot/queryCandlestickList?contractId=${CONTRACT_ID}&range=3600000&limit=5`,
      )
    ).body as {
      data: {
        time: number;
        open: string;
        high: string;
        low: string;
        close: string;
        volume: string;
      }[];
    };
    expect(candles).toEqual(
      appCandles.data.map((c) => [
        c.time,
        Number(c.open),
        Number(c.high),
        Number(c.low),
        Number(c.close),
        Number(c.volume),
      ]),
    );

    const current = async () =>
      (
        (await getJson(base(), `/api/futures/fundingRate/current?contractId=${CONTRACT_ID}`))
          .body as {
          data: { fundingRate: string; nextFundingTime: number; intervalHours: number };
        }
      ).data;
    const before = await current();
    const funding = await exchange.fetchFundingRate(SYMBOL);
    const after = await current();
    expect(funding.fundingTimestamp).toBe(before.nextFundingTime);
    expect(funding.interval).toBe(`${before.intervalHours}h`);
    expect([Number(before.fundingRate), Number(after.fundingRate)]).toContain(funding.fundingRate);
  });

  it('sets leverage and margin mode as the app then shows them', async () => {
    const exchange = ccxtClient(base(), me.key);
    await exchange.loadMarkets();
    const leverage = (await exchange.setLeverage(10, SYMBOL)) as Row;
    expect(leverage).toMatchObject({ leverage: 10, symbol: 'BTCUSDT' });
    await exchange.setMarginMode('isolated', SYMBOL);
    await expect(exchange.setMarginMode('isolated', SYMBOL)).rejects.toThrow(
      ccxt.MarginModeAlreadySet,
    );
    const configs = await app('configs/private');
    const btc = (configs.data.positionConfigs as Row[]).find((c) => c.contractId === CONTRACT_ID);
    expect(btc).toMatchObject({ leverage: 10, isolated: true });
  });

  it('places, fetches and cancels a limit order that is the app’s order with the same numbers', async () => {
    const exchange = ccxtClient(base(), me.key);
    await exchange.loadMarkets();
    const price = new Decimal(bid).minus(100).toFixed(1);
    const order = await exchange.createOrder(SYMBOL, 'limit', 'buy', 0.01, Number(price), {
      clientOrderId: 'ccxt-limit-1',
    });
    expect(order).toMatchObject({
      status: 'open',
      type: 'limit',
      side: 'buy',
      price: Number(price),
      amount: 0.01,
      filled: 0,
    });
    expect(order.clientOrderId).toBe('ccxt-limit-1');

    const [open, fetched, appOpen] = await Promise.all([
      exchange.fetchOpenOrders(SYMBOL),
      exchange.fetchOrder(idOf(order), SYMBOL),
      app(`future/order/open?contractId=${CONTRACT_ID}`),
    ]);
    expect(open.map((o) => o.id)).toEqual([order.id]);
    expect(fetched).toMatchObject({
      id: order.id,
      status: 'open',
      price: Number(price),
      amount: 0.01,
      clientOrderId: 'ccxt-limit-1',
    });
    const mine = (appOpen.data.list as Row[]).find((o) => String(o.orderId) === order.id);
    expect(mine).toMatchObject({
      price,
      quantity: '0.01',
      filledQuantity: '0',
      side: 'buy',
      type: 1,
      clientOrderId: 'ccxt-limit-1',
    });

    const cancelled = await exchange.cancelOrder(idOf(order), SYMBOL);
    expect(cancelled).toMatchObject({ id: order.id, status: 'canceled' });
    expect((await app(`future/order/open?contractId=${CONTRACT_ID}`)).data.list).toEqual([]);
    await expect(exchange.cancelOrder(idOf(order), SYMBOL)).rejects.toThrow(ccxt.OrderNotFound);
  });

  it('trades at market, reduce-only and with stop-market and take-profit orders; the balance moves by the app’s fees and PnL', async () => {
    const exchange = ccxtClient(base(), me.key);
    await exchange.loadMarkets();
    const bought = await exchange.createOrder(SYMBOL, 'market', 'buy', 0.02);
    expect(bought).toMatchObject({ status: 'closed', filled: 0.02, average: Number(ask) });
    const fetched = await exchange.fetchOrder(idOf(bought), SYMBOL);
    expect(fetched).toMatchObject({
      id: bought.id,
      status: 'closed',
      filled: 0.02,
      average: Number(ask),
    });

    const ticker = await exchange.fetchTicker(SYMBOL);
    expect(ticker.last).toBe(Number(ask));
    const overview = (await getJson(base(), '/api/getOverview')).body as {
      data: { cid: number; lp: string }[];
    };
    expect(overview.data.find((i) => i.cid === CONTRACT_ID)?.lp).toBe(ask);
    expect(Object.keys(await exchange.fetchTickers())).toHaveLength(12);

    const [positions, appPositions] = await Promise.all([
      exchange.fetchPositions([SYMBOL]),
      app(`future/position/list?contractId=${CONTRACT_ID}`),
    ]);
    const position = at(positions, 0);
    const appPosition = at(appPositions.data.list as Row[], 0);
    expect(position).toMatchObject({
      symbol: SYMBOL,
      side: 'long',
      contracts: 0.02,
      entryPrice: Number(ask),
      leverage: 10,
      marginMode: 'isolated',
    });
    expect(appPosition).toMatchObject({
      size: '0.02',
      entryPrice: ask,
      leverage: 10,
      isolated: true,
    });

    const stop = await exchange.createOrder(SYMBOL, 'market', 'sell', 0.02, undefined, {
      stopLossPrice: Number(new Decimal(bid).times(0.97).toFixed(1)),
      reduceOnly: true,
    });
    const takeProfit = await exchange.createOrder(SYMBOL, 'market', 'sell', 0.02, undefined, {
      takeProfitPrice: Number(new Decimal(ask).times(1.03).toFixed(1)),
      reduceOnly: true,
    });
    expect((stop.info as Row).orderType).toBe('STOP_MARKET');
    expect((takeProfit.info as Row).orderType).toBe('TAKE_PROFIT_MARKET');
    const triggers = await exchange.fetchOpenOrders(SYMBOL, undefined, undefined, {
      trigger: true,
    });
    expect(triggers.map((o) => o.id).sort()).toEqual([stop.id, takeProfit.id].sort());
    const appTriggers = (await app(`future/order/open?contractId=${CONTRACT_ID}`)).data
      .list as Row[];
    expect(
      appTriggers.map((o) => [String(o.orderId), o.type, o.triggerPrice, o.reduceOnly]).sort(),
    ).toEqual(
      [
        [stop.id, 4, new Decimal(bid).times(0.97).toFixed(1), true],
        [takeProfit.id, 4, new Decimal(ask).times(1.03).toFixed(1), true],
      ].sort(),
    );
    await exchange.cancelAllOrders(SYMBOL);
    expect((await app(`future/order/open?contractId=${CONTRACT_ID}`)).data.list).toEqual([]);

    const reduced = await exchange.createOrder(SYMBOL, 'market', 'sell', 0.01, undefined, {
      reduceOnly: true,
    });
    expect(reduced).toMatchObject({
      status: 'closed',
      filled: 0.01,
      average: Number(bid),
      reduceOnly: true,
    });

    // The fills as CCXT reads them are the app's fills, read right after the orders' answers
    // (they wait for the read model), with no polling.
    const trades = await exchange.fetchMyTrades(SYMBOL);
    expect(trades).toHaveLength(2);
    const appTrades = (await app(`future/trade/history?contractId=${CONTRACT_ID}`)).data
      .list as Row[];
    expect(trades.map((t) => [t.id, t.order, t.side, t.price, t.amount, t.fee?.cost])).toEqual(
      [...appTrades]
        .reverse()
        .map((t) => [
          String(t.tradeId),
          String(t.orderId),
          t.side,
          Number(t.price),
          Number(t.quantity),
          Number(t.fee),
        ]),
    );
    expect(trades.map((t) => t.order)).toEqual([bought.id, reduced.id]);

    // Wallet = deposit − fees + realized PnL, all as the app states them.
    const fees = appTrades.reduce((sum, t) => sum.plus(String(t.fee)), new Decimal(0));
    const pnl = appTrades.reduce(
      (sum, t) => sum.plus(String(t.realizedPnl ?? '0')),
      new Decimal(0),
    );
    expect(pnl.toString()).toBe(new Decimal(bid).minus(ask).times(0.01).toString());
    const [balance, accounts] = await Promise.all([
      exchange.fetchBalance(),
      app('future/accounts'),
    ]);
    const account = at(accounts.data as unknown as Row[], 0);
    const asset = at(account.assets as Row[], 0);
    const isolated = at(account.posis as Row[], 0);
    const info = balance.info as { assets: Row[]; totalWalletBalance: string };
    expect(info.totalWalletBalance).toBe(new Decimal(10000).minus(fees).plus(pnl).toString());
    // The app's wallet is the cross wallet; the isolated position holds the rest as its margin.
    expect(info.totalWalletBalance).toBe(
      new Decimal(String(asset.wallet)).plus(String(isolated.margin)).toString(),
    );
    expect(balance.USDT?.free).toBe(Number(asset.avail));
  });

  it("sets the position's own stop loss with closePosition=true, as the app shows it", async () => {
    // The user's reads are limited to 20 a second (a sliding window) and the test before spent
    // them: a client that keeps to the limit waits the window out.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const exchange = ccxtClient(base(), me.key);
    await exchange.loadMarkets();
    // closePosition: the position's own stop loss, closing whatever it holds (0.01 left) when it
    // fires.
    const closeAllStop = new Decimal(bid).times(0.96).toFixed(1);
    const closeAll = await exchange.createOrder(SYMBOL, 'STOP_MARKET', 'sell', 0, undefined, {
      stopPrice: Number(closeAllStop),
      closePosition: true,
    });
    expect(closeAll.info as Row).toMatchObject({ orderType: 'STOP_MARKET', closePosition: true });
    const [stopped] = (await app(`future/position/list?contractId=${CONTRACT_ID}`)).data
      .list as Row[];
    expect(stopped?.slTrigger).toBe(closeAllStop);
    const [closeAllOrder] = (await app(`future/order/open?contractId=${CONTRACT_ID}`)).data
      .list as Row[];
    expect(closeAllOrder).toMatchObject({
      orderId: Number(closeAll.id),
      closePosition: true,
      quantity: '0.01',
      triggerPrice: closeAllStop,
    });
    // A quantity beside it (CCXT leaves it out: sent raw), or a buy that closes no short, is
    // refused as Binance refuses it.
    await expect(
      exchange.fapiPrivatePostOrder({
        symbol: exchange.market(SYMBOL).id,
        side: 'SELL',
        type: 'STOP_MARKET',
        quantity: '0.01',
        stopPrice: closeAllStop,
        closePosition: 'true',
      }),
    ).rejects.toThrow(/-1106/);
    await expect(
      exchange.createOrder(SYMBOL, 'STOP_MARKET', 'buy', 0, undefined, {
        stopPrice: Number(new Decimal(ask).times(1.04).toFixed(1)),
        closePosition: true,
      }),
    ).rejects.toThrow(/-2022/);
    // A stop above the last price (the reduce-only sale at the bid) for a long would close it at
    // once, though below its entry (the ask): refused, nothing set.
    await expect(
      exchange.createOrder(SYMBOL, 'STOP_MARKET', 'sell', 0, undefined, {
        stopPrice: Number(new Decimal(bid).plus(ask).div(2).toFixed(1)),
        closePosition: true,
      }),
    ).rejects.toThrow(/-2021/);
    const [stillStopped] = (await app(`future/position/list?contractId=${CONTRACT_ID}`)).data
      .list as Row[];
    expect(stillStopped?.slTrigger).toBe(closeAllStop);
    await exchange.cancelAllOrders(SYMBOL);
    expect((await app(`future/order/open?contractId=${CONTRACT_ID}`)).data.list).toEqual([]);
  });

  it('watches the order book, trades and its own orders over the websocket', async () => {
    const pro = ccxtProClient(base(), me.key);
    // CCXT asks for this before it opens a plain ws:// (non-TLS) connection.
    await pro.loadHttpProxyAgent();
    try {
      await pro.loadMarkets();
      const first = await pro.watchOrderBook(SYMBOL);
      expect(at(first.asks, 0)[0]).toBe(Number(ask));
      // A new level from the app's screen reaches CCXT's book through the diff stream.
      const level = new Decimal(ask).plus(50).toFixed(1);
      const placed = await futures(base())('future/order/place', quoter, {
        contractId: CONTRACT_ID,
        side: 'sell',
        orderType: 1,
        quantity: '0.007',
        price: level,
      });
      expect(placed.code).toBe(0);
      let book = first;
      for (let i = 0; i < 20 && !book.asks.some(([p]) => p === Number(level)); i++)
        book = await pro.watchOrderBook(SYMBOL);
      expect(book.asks.find(([p]) => p === Number(level))?.[1]).toBe(0.007);
      const depth = (
        await getJson(base(), `/api/futures/futureQuot/depth?contractId=${CONTRACT_ID}&limit=50`)
      ).body as {
        data: { bids: [string, string][]; asks: [string, string][] };
      };
      expect(book.asks.slice(0, 5)).toEqual(
        depth.data.asks.slice(0, 5).map(([p, q]) => [Number(p), Number(q)]),
      );
      expect(book.bids.slice(0, 5)).toEqual(
        depth.data.bids.slice(0, 5).map(([p, q]) => [Number(p), Number(q)]),
      );

      // Trades and the user's own order updates while CCXT trades through REST.
      const trades = pro.watchTrades(SYMBOL);
      const orders = pro.watchOrders(SYMBOL);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rest = ccxtClient(base(), me.key);
      await rest.loadMarkets();
      const bought = await rest.createOrder(SYMBOL, 'market', 'buy', 0.003);
      const seenTrades = await trades;
      expect(
        seenTrades.some((t) => t.price === Number(ask) && t.amount === 0.003 && t.side === 'buy'),
      ).toBe(true);
      const seenOrders = await orders;
      const update = seenOrders.find((o) => o.id === bought.id);
      expect(update).toMatchObject({ symbol: SYMBOL, side: 'buy', amount: 0.003 });
    } finally {
      await pro.close();
    }
  }, 30_000);
});
