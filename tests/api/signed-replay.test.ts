import { createHmac } from 'node:crypto';
import { send, signRequest, type SignedRequest } from './api-key-client';
import { binanceTrader, type BinanceTrader } from './binance-client';
import { drivers, type TestServer } from './harness';
import { type futures, priceFromMark, useTradingServer } from './trading-client';

/**
 * Issue 30 §4: the same signed bytes sent again within their recvWindow. A request that changes
 * the account runs once — on the app's API the repeat answers 102400008 (HTTP 401), on `/fapi`
 * -1021 in Binance's shape — including two identical requests arriving together. Reads may
 * repeat, and an order with a client order id keeps its duplicate answer (nothing placed twice).
 */

const FUTURES = '/api/futures/';

describe.each(drivers.slice(0, 1))('signed requests sent again on $name', (driver) => {
  let t: TestServer;
  let call: ReturnType<typeof futures>;
  useTradingServer(driver, (server) => {
    ({ t, call } = server);
  });

  const spotUsdt = async (token: string) =>
    ((await call('future/spotBalance', token)).data as unknown as { real: string }[])[0]?.real;
  const openOrders = async (token: string) =>
    ((await call('future/order/open', token)).data as { list: unknown[] }).list;

  /** A trader with 1 000 USDT in futures and a read + trade key. */
  const trader = (): Promise<BinanceTrader> => binanceTrader(t.url, '1000');

  it('moves money once when the same signed transfer arrives twice', async () => {
    const me = await trader();
    const transfer = signRequest(t.url, `${FUTURES}future/transfer`, me.key, {
      body: JSON.stringify({ from: 1, to: 'spot', currencyId: 1, amount: '100' }),
      recvWindow: 60_000,
    });
    expect(await send(transfer)).toMatchObject({ status: 200, code: 0 });
    const again = await send(transfer);
    expect(again).toMatchObject({ status: 401, code: 102400008, success: false, data: null });
    expect(again.message).toBe(
      'This signed request was already received: sign it again with a new timestamp to send it again',
    );
    expect(await spotUsdt(me.token)).toBe('100');

    // The same transfer signed again (a new timestamp) is a new request.
    const resigned = signRequest(t.url, `${FUTURES}future/transfer`, me.key, {
      body: JSON.stringify({ from: 1, to: 'spot', currencyId: 1, amount: '100' }),
      timestamp: Date.now() + 1,
    });
    expect((await send(resigned)).code).toBe(0);
    expect(await spotUsdt(me.token)).toBe('200');
  });

  it('places one order when the same signed order without a client id arrives twice, or twice at once', async () => {
    const me = await trader();
    const order = (timestamp: number) =>
      signRequest(t.url, `${FUTURES}future/order/place`, me.key, {
        body: JSON.stringify({
          contractId: 1,
          side: 'buy',
          orderType: 1,
          quantity: '0.005',
          price: priceFromMark(t, 1, -20),
        }),
        timestamp,
      });
    const first = order(Date.now());
    expect((await send(first)).code).toBe(0);
    expect((await send(first)).code).toBe(102400008);
    expect(await openOrders(me.token)).toHaveLength(1);

    const together = order(Date.now() + 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(together)));
    expect(answers.map((answer) => answer.code).sort()).toEqual([
      0, 102400008, 102400008, 102400008, 102400008,
    ]);
    expect(await openOrders(me.token)).toHaveLength(2);
  });

  it('answers a repeated order with a client order id with the first order, as any duplicate id', async () => {
    const me = await trader();
    const order = signRequest(t.url, `${FUTURES}future/order/place`, me.key, {
      body: JSON.stringify({
        contractId: 1,
        side: 'buy',
        orderType: 1,
        quantity: '0.005',
        price: priceFromMark(t, 1, -20),
        clientOrderId: 'replayed-1',
      }),
    });
    const placed = await send(order);
    expect(placed).toMatchObject({ code: 0, data: { duplicate: false } });
    const again = await send(order);
    expect(again).toMatchObject({
      code: 0,
      data: { duplicate: true, orderId: placed.data?.orderId, clientOrderId: 'replayed-1' },
    });
    expect(await openOrders(me.token)).toHaveLength(1);
  });

  it('answers a repeated read again, and words the refusal in the request’s language', async () => {
    const me = await trader();
    const read = signRequest(t.url, `${FUTURES}future/accounts`, me.key);
    expect((await send(read)).code).toBe(0);
    expect((await send(read)).code).toBe(0);

    const leverage = signRequest(t.url, `${FUTURES}future/leverage`, me.key, {
      body: JSON.stringify({ contractId: 1, leverage: 7 }),
      headers: { 'accept-language': 'ko' },
    });
    expect((await send(leverage)).code).toBe(0);
    expect(await send(leverage)).toMatchObject({
      code: 102400008,
      message: '이미 받은 서명 요청입니다. 다시 보내려면 새 timestamp로 다시 서명해 주세요',
    });
  });

  describe('on the Binance-compatible API', () => {
    /** A form-encoded Binance POST signed as CCXT signs it (signature last in the body). */
    function fapiOrder(me: BinanceTrader, params: Record<string, string>): SignedRequest {
      const body = new URLSearchParams({ ...params, timestamp: String(Date.now()) }).toString();
      const signature = createHmac('sha256', me.key.secretKey).update(body).digest('hex');
      return {
        url: `${t.url}/fapi/v1/order`,
        init: {
          method: 'POST',
          headers: {
            'x-mbx-apikey': me.key.apiKey,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: `${body}&signature=${signature}`,
        },
      };
    }
    const fapi = async (request: SignedRequest) => {
      const response = await fetch(request.url, request.init);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const limitBuy = () => ({
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.005',
      price: priceFromMark(t, 1, -20),
    });

    it('places one order for the same signed order sent twice (-1021, already used)', async () => {
      const me = await trader();
      const order = fapiOrder(me, limitBuy());
      const first = await fapi(order);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'NEW', symbol: 'BTCUSDT' });
      const again = await fapi(order);
      expect(again.status).toBe(400);
      expect(again.body.code).toBe(-1021);
      expect(again.body.msg).toMatch(/^Timestamp for this request was already used/);
      expect(await openOrders(me.token)).toHaveLength(1);
    });

    it('answers a repeated order with a newClientOrderId -4116, as before, and places it once', async () => {
      const me = await trader();
      const order = fapiOrder(me, { ...limitBuy(), newClientOrderId: 'fapi-replayed-1' });
      expect((await fapi(order)).status).toBe(200);
      expect(await fapi(order)).toMatchObject({ status: 400, body: { code: -4116 } });
      expect(await openOrders(me.token)).toHaveLength(1);
    });
  });
});
