import { describe, expect, it } from 'vitest';
import { usdt, valuePerLotTick } from './fixed-point';
import { costForLots, initialMargin, lotsForCost, lotsForQuote, notionalOf } from './risk';

describe('sizing an order given in USDT', () => {
  // BTCUSDT: 0.001 BTC a contract, a tick of 0.1 USDT.
  const perLotTick = valuePerLotTick('0.001', '0.1');

  it('buys the whole contracts the amount pays for at the price, rounded down', () => {
    // At 94 235.4 one contract costs 94.2354 USDT: 1 000 USDT buys 10 (942.354), not 11.
    expect(lotsForQuote(usdt('1000'), 942354n, perLotTick)).toBe(10n);
    expect(lotsForQuote(usdt('94.2354'), 942354n, perLotTick)).toBe(1n);
    expect(lotsForQuote(usdt('94.2353'), 942354n, perLotTick)).toBe(0n);
  });

  it('never pays more than the amount, and one more contract would', () => {
    for (const amount of ['5', '100', '2500.5', '123456.78901234']) {
      const lots = lotsForQuote(usdt(amount), 942354n, perLotTick);
      expect(notionalOf(Number(lots), 942354, perLotTick)).toBeLessThanOrEqual(usdt(amount));
      expect(notionalOf(Number(lots) + 1, 942354, perLotTick)).toBeGreaterThan(usdt(amount));
    }
  });

  it('buys nothing without a price or an amount', () => {
    expect(lotsForQuote(usdt('1000'), 0n, perLotTick)).toBe(0n);
    expect(lotsForQuote(0n, 942354n, perLotTick)).toBe(0n);
  });
});

describe('sizing an order given as a cost (the margin it commits)', () => {
  const perLotTick = valuePerLotTick('0.001', '0.1');

  it('opens cost × leverage ÷ price in whole contracts, rounded down', () => {
    // 100 USDT at 10x is 1 000 USDT of BTC: 10 contracts at 94 235.4 (942.354), not 11.
    expect(lotsForCost(usdt('100'), 10, 942354n, perLotTick)).toBe(10n);
    // The same cost at 1x opens a tenth: 1 contract.
    expect(lotsForCost(usdt('100'), 1, 942354n, perLotTick)).toBe(1n);
    expect(lotsForCost(usdt('9.42354'), 10, 942354n, perLotTick)).toBe(1n);
    expect(lotsForCost(usdt('9.42353'), 10, 942354n, perLotTick)).toBe(0n);
  });

  it('never commits more margin than the cost, and one more contract would', () => {
    for (const [cost, leverage] of [
      ['5', 20],
      ['100', 3],
      ['2500.5', 7],
      ['123.45678901', 125],
    ] as const) {
      const lots = Number(lotsForCost(usdt(cost), leverage, 942354n, perLotTick));
      const margin = (n: number) => notionalOf(n, 942354, perLotTick) / BigInt(leverage);
      expect(margin(lots)).toBeLessThanOrEqual(usdt(cost));
      expect(initialMargin(notionalOf(lots + 1, 942354, perLotTick), leverage)).toBeGreaterThan(
        usdt(cost),
      );
    }
  });

  it('shows for a size the smallest cost that sizes back to it', () => {
    for (const [lots, leverage] of [
      [1n, 1],
      [7n, 3],
      [250n, 125],
    ] as const) {
      const cost = costForLots(lots, leverage, 942354n, perLotTick);
      expect(lotsForCost(cost, leverage, 942354n, perLotTick)).toBe(lots);
      expect(lotsForCost(cost - 1n, leverage, 942354n, perLotTick)).toBe(lots - 1n);
    }
  });

  it('opens nothing without a price, a cost or a leverage', () => {
    expect(lotsForCost(usdt('100'), 10, 0n, perLotTick)).toBe(0n);
    expect(lotsForCost(0n, 10, 942354n, perLotTick)).toBe(0n);
    expect(lotsForCost(usdt('100'), 0, 942354n, perLotTick)).toBe(0n);
    expect(costForLots(3n, 0, 942354n, perLotTick)).toBe(0n);
  });
});
