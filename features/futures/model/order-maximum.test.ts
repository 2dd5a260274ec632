import { usdt } from '@/lib/contract/fixed-point';
import { engineTerms, type ContractTerms, type EngineTerms } from './contract-terms';
import { orderLimitLots, orderMaximum, type OrderMaximumInput } from './order-maximum';
import { referenceContract } from './test-contracts';

// BTC: one contract is 0.001 BTC, a tick 0.1 USDT; the orders here are priced at 60 000 USDT.
const btc = referenceContract('BTC');
const PRICE = 600_000;

function terms(): EngineTerms {
  const t = engineTerms(btc);
  if (t === null) throw new Error('BTC terms');
  return t;
}

function maximum(overrides: Partial<OrderMaximumInput> = {}, contract: ContractTerms = btc) {
  return orderMaximum(contract, terms(), {
    type: 'limit',
    reduceOnly: false,
    leverage: 1,
    available: usdt('1000000000'),
    ticks: PRICE,
    tierTicks: PRICE,
    sameSideLots: 0,
    closableLots: 0,
    ...overrides,
  });
}

describe('the contract’s maximum for the order type', () => {
  it('is 1 000 BTC for a limit order and 120 BTC for a market order', () => {
    expect(orderLimitLots(btc, 'limit')).toBe(1_000_000);
    expect(orderLimitLots(btc, 'market')).toBe(120_000);
  });

  it('caps a limit order at 1 000 BTC however large the balance and the 1× tier', () => {
    // The 1× tier holds 500 M USDT: 8 333 BTC at 60 000.
    expect(maximum()).toMatchObject({ lots: 1_000_000, limitedBy: 'orderLimit' });
  });

  it('caps a market order at 120 BTC', () => {
    expect(maximum({ type: 'market' })).toMatchObject({ lots: 120_000, limitedBy: 'orderLimit' });
  });

  it('leaves only the tier and the balance when the terms name no maximum', () => {
    const open: ContractTerms = {
      contractSize: btc.contractSize,
      tickSize: btc.tickSize,
      takerFeeRate: btc.takerFeeRate,
      riskLimits: btc.riskLimits,
    };
    expect(orderLimitLots(open, 'market')).toBeNull();
    expect(maximum({ type: 'market' }, open)).toMatchObject({
      lots: 8_333_333,
      limitedBy: 'riskTier',
      orderLimitLots: null,
    });
  });
});

describe('the risk tier allowed at the chosen leverage', () => {
  it('at 20× holds positions up to 15 M USDT: 250 BTC at 60 000', () => {
    expect(maximum({ leverage: 20 })).toMatchObject({ lots: 250_000, limitedBy: 'riskTier' });
  });

  it('at 125× holds 50 000 USDT: 0.833 BTC', () => {
    expect(maximum({ leverage: 125 })).toMatchObject({ lots: 833, limitedBy: 'riskTier' });
  });

  it('is shared with the position already held on the same side', () => {
    // 100 BTC held is 6 M of the 15 M: 150 BTC more.
    expect(maximum({ leverage: 20, sameSideLots: 100_000 })).toMatchObject({
      lots: 150_000,
      limitedBy: 'riskTier',
    });
    expect(maximum({ leverage: 20, sameSideLots: 300_000 }).lots).toBe(0);
  });

  it('values the position at the mark when the mark is above the order price', () => {
    // 15 M at 75 000: 200 BTC.
    expect(maximum({ leverage: 20, tierTicks: 750_000 }).lots).toBe(200_000);
  });
});

describe('the balance', () => {
  it('pays margin and the taker fee for every contract', () => {
    // 10 000 / (60 ÷ 10 + 0.03) per contract = 1 658.3…
    expect(maximum({ leverage: 10, available: usdt('10000') })).toMatchObject({
      lots: 1658,
      limitedBy: 'balance',
      balanceLots: 1658,
    });
  });

  it('opens nothing without a leverage or a price', () => {
    expect(maximum({ leverage: null }).lots).toBe(0);
    expect(maximum({ ticks: 0 }).lots).toBe(0);
  });
});

describe('a reduce-only order', () => {
  it('offers the whole position it closes, even above the market maximum', () => {
    expect(maximum({ type: 'market', reduceOnly: true, closableLots: 2_000_000 })).toMatchObject({
      lots: 2_000_000,
      limitedBy: 'position',
    });
  });
});
