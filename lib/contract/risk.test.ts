import { describe, expect, it } from 'vitest';
import { usdt, valuePerLotTick } from './fixed-point';
import { lotsForQuote, notionalOf } from './risk';

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
