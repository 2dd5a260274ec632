import { ErrorCode, OrderStatus } from './types';
import { decodeJson, encodeJson } from './codec';
import { CLIENT_ORDER_ID_TTL_MS } from './engine';
import { stateHash } from './snapshot';
import { fundedMarket, restartFromSnapshot, type TestExchange } from './testing/harness';

const MARK = 200_000;

const market = (): TestExchange => fundedMarket(MARK);

describe('client order ids', () => {
  it('the same id from the same user answers with the first order and places nothing more', () => {
    const x = market();
    const first = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK - 10,
      clientOrderId: 'abc-1',
    });
    expect(first.ok).toBe(true);
    const frozen = x.balance(1).frozen;
    const again = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 9,
      price: MARK - 20,
      clientOrderId: 'abc-1',
    });
    expect(again).toEqual({ ok: true, events: [], orderId: x.orderId(first), duplicate: true });
    expect(x.balance(1).frozen).toBe(frozen);
    expect([...x.engine.state.orders.values()].filter((o) => o.userId === 1)).toHaveLength(1);
    expect(x.engine.state.orders.get(x.orderId(first))?.clientOrderId).toBe('abc-1');
    // Another user may use the same id.
    const other = x.order(2, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK - 10,
      clientOrderId: 'abc-1',
    });
    expect(other).not.toHaveProperty('duplicate');
    expect(x.orderId(other)).not.toBe(x.orderId(first));
  });

  it('a refused order does not use up its id; a filled or cancelled one still holds it', () => {
    const x = market();
    const refused = x.order(1, { type: 3, side: 'buy', qty: 5, clientOrderId: 'retry' });
    expect(x.code(refused)).toBe(ErrorCode.NoCounterparty);
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    const filled = x.order(1, { type: 3, side: 'buy', qty: 5, clientOrderId: 'retry' });
    expect(x.orderEvents(filled).find((o) => o.userId === 1)?.orderStatus).toBe(OrderStatus.Filled);
    const replay = x.order(1, { type: 3, side: 'buy', qty: 5, clientOrderId: 'retry' });
    expect(replay).toMatchObject({ ok: true, duplicate: true, orderId: x.orderId(filled) });
    expect(x.size(1)).toBe(5);
  });

  it('rejects ids that are empty, too long or carry other characters', () => {
    const x = market();
    for (const id of ['', 'x'.repeat(37), 'a b', 'é']) {
      expect(
        x.code(x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK - 10, clientOrderId: id })),
      ).toBe(ErrorCode.Failure);
    }
    expect(
      x.order(1, { type: 1, side: 'buy', qty: 5, price: MARK - 10, clientOrderId: 'x'.repeat(36) })
        .ok,
    ).toBe(true);
  });

  it('are remembered across snapshots and forgotten after a day', () => {
    const x = market();
    const first = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK - 10,
      clientOrderId: '123n',
    });
    const restored = restartFromSnapshot(x.engine);
    expect(stateHash(restored.state)).toBe(stateHash(x.engine.state));
    expect(restored.state.orders.get(x.orderId(first))?.clientOrderId).toBe('123n');
    const replay = restored.apply({
      kind: 'placeOrder',
      ts: x.ts + 1,
      userId: 1,
      accountType: 1,
      contractId: 1,
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK - 10,
      clientOrderId: '123n',
    });
    expect(replay).toMatchObject({ duplicate: true, orderId: x.orderId(first) });
    x.tick(CLIENT_ORDER_ID_TTL_MS + 1000);
    expect(x.engine.state.clientOrders.size).toBe(0);
    const later = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK - 10,
      clientOrderId: '123n',
    });
    expect(later).not.toHaveProperty('duplicate');
    expect(x.orderId(later)).not.toBe(x.orderId(first));
  });
});

describe('the journal codec', () => {
  it('keeps strings that look like bigints or start with the escape as strings', () => {
    const value = { a: 5n, b: '5n', c: '~x', d: '~5n', e: 'plain', f: -12n, g: ['7n', 7n] };
    expect(decodeJson(encodeJson(value))).toEqual(value);
    // Records written before the escape existed read back as before.
    expect(decodeJson('{"amount":"100n","kind":"deposit"}')).toEqual({
      amount: 100n,
      kind: 'deposit',
    });
  });

  it('writes the same text whether or not a value needs the bigint replacer', () => {
    const plain = { kind: 'placeOrder', ts: 1, qty: 3, tif: 'GTC', tp: { triggerPrice: 9 } };
    expect(encodeJson([7, plain])).toBe(JSON.stringify([7, plain]));
    // A bigint or an escaped string deep inside takes the replacer, wherever it sits.
    expect(encodeJson([7, { a: [{ b: 2n }] }])).toBe('[7,{"a":[{"b":"2n"}]}]');
    expect(encodeJson({ a: { b: ['~c'] } })).toBe('{"a":{"b":["~~c"]}}');
    // toJSON output goes through the replacer as JSON.stringify hands it over.
    const at = new Date(0);
    expect(decodeJson(encodeJson({ at, n: 1n }))).toEqual({ at: at.toJSON(), n: 1n });
    expect(encodeJson({ skipped: undefined, n: null })).toBe('{"n":null}');
  });
});

describe('TP/SL with a limit price', () => {
  it('a preset TP with a price rests as a limit order once triggered and names its parent', () => {
    const x = market();
    x.order(2, { type: 1, side: 'sell', qty: 5, price: MARK });
    const parent = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK,
      tp: { triggerPrice: MARK + 1000, price: MARK + 1200 },
      sl: { triggerPrice: MARK - 1000 },
    });
    const children = [...x.engine.state.orders.values()].filter((o) => o.userId === 1);
    expect(children.map((o) => [o.type, o.price, o.parentOrderId])).toEqual([
      [2, MARK + 1200, x.orderId(parent)],
      [4, 0, x.orderId(parent)],
    ]);
    x.prices(MARK + 1000);
    const tp = x.engine.state.orders.get(children[0]?.id ?? 0);
    expect(tp).toMatchObject({ status: OrderStatus.New, price: MARK + 1200, tif: 'GTC' });
    expect(x.size(1)).toBe(5);
    // A buyer at the TP's price closes the position.
    x.order(3, { type: 1, side: 'buy', qty: 5, price: MARK + 1200 });
    expect(x.size(1)).toBe(0);
  });

  it('refuses a TP/SL limit price that is not a positive tick count (1051)', () => {
    const x = market();
    const r = x.order(1, {
      type: 1,
      side: 'buy',
      qty: 5,
      price: MARK,
      tp: { triggerPrice: MARK + 1000, price: 0 },
    });
    expect(x.code(r)).toBe(ErrorCode.UnreasonableTrigger);
  });
});
