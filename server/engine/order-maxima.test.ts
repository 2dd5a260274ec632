import { findContractByCode, type ContractReference } from '../../lib/contract/reference-data';
import { contractConfigFromReference } from './contract-config';
import { TestExchange } from './testing/harness';
import { ErrorCode } from './types';

function reference(code: string): ContractReference {
  const contract = findContractByCode(code);
  if (contract === undefined) throw new Error(`no ${code}`);
  return contract;
}

const btc = reference('BTCUSDT');
// BTC: one contract is 0.001 BTC, a tick 0.1 USDT; the mark 97 000 USDT.
const MARK = 970_000;
const LIMIT_MAX = 1_000_000; // 1 000 BTC
const MARKET_MAX = 120_000; // 120 BTC

function btcMarket(): TestExchange {
  const x = new TestExchange([contractConfigFromReference(btc)]);
  x.prices(MARK);
  x.fund(1, '200000000');
  // 1 000 BTC is 97 M USDT: only the 1× tier (up to 500 M) holds it.
  expect(x.code(x.setLeverage(1, 1))).toBe(0);
  return x;
}

describe('the engine loads order maxima that fit the risk tiers', () => {
  it('takes BTCUSDT’s maxima from the reference data: 1 000 BTC limit, 120 BTC market', () => {
    const config = contractConfigFromReference(btc);
    expect(config.maxOrderLots).toBe(LIMIT_MAX);
    expect(config.maxMarketLots).toBe(MARKET_MAX);
  });

  it('refuses to load a contract whose limit maximum no risk tier could hold', () => {
    // Yesterday's figure: 1 000 000 BTC, about 97 000 M USDT against a top tier of 500 M.
    expect(() => contractConfigFromReference({ ...btc, maxOrderQuantity: '1000000' })).toThrow(
      /BTC\/USDT: implausible order maxima: maxOrderQuantity 1000000 .*top risk tier \(500000000\)/,
    );
  });
});

describe('orders above the contract’s maxima', () => {
  it('a limit order above 1 000 BTC is refused with 1044; one of 1 000 BTC rests', () => {
    const x = btcMarket();
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: LIMIT_MAX + 1, price: MARK - 10 }))).toBe(
      ErrorCode.DepthLimit,
    );
    expect(x.code(x.order(1, { type: 1, side: 'buy', qty: LIMIT_MAX, price: MARK - 10 }))).toBe(0);
  });

  it('a market order above 120 BTC is refused with 1044 before the book is looked at', () => {
    const x = btcMarket();
    expect(x.code(x.order(1, { type: 3, side: 'buy', qty: MARKET_MAX + 1 }))).toBe(
      ErrorCode.DepthLimit,
    );
    // 120 BTC passes the size check and meets the empty book.
    expect(x.code(x.order(1, { type: 3, side: 'buy', qty: MARKET_MAX }))).toBe(
      ErrorCode.NoCounterparty,
    );
  });

  it('conditional orders above their maximum are refused with 1053 when placed', () => {
    const x = btcMarket();
    const trigger = { triggerPrice: MARK + 100, triggerBy: 'mark' as const };
    expect(
      x.code(x.order(1, { type: 2, side: 'buy', qty: LIMIT_MAX + 1, price: MARK, ...trigger })),
    ).toBe(ErrorCode.ConditionalQtyLimit);
    // A stop-market order is a market order once it triggers: the market maximum applies now.
    expect(x.code(x.order(1, { type: 4, side: 'buy', qty: MARKET_MAX + 1, ...trigger }))).toBe(
      ErrorCode.ConditionalQtyLimit,
    );
    expect(x.code(x.order(1, { type: 4, side: 'buy', qty: MARKET_MAX, ...trigger }))).toBe(0);
  });

  it('a reduce-only order is not held to the maxima: it is cut to the position', () => {
    const x = btcMarket();
    x.fund(2, '1000000');
    x.fund(3, '1000000');
    x.order(2, { type: 1, side: 'sell', qty: 10, price: MARK });
    x.order(1, { type: 1, side: 'buy', qty: 10, price: MARK });
    expect(x.size(1)).toBe(10);
    x.order(3, { type: 1, side: 'buy', qty: 10, price: MARK });
    expect(
      x.code(x.order(1, { type: 3, side: 'sell', qty: MARKET_MAX * 10, reduceOnly: true })),
    ).toBe(0);
    expect(x.size(1)).toBe(0);
  });
});
