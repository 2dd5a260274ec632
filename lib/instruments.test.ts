import { describe, expect, it } from 'vitest';
import { contractCode, deriveContract, sortRiskLimits, sortSpotSymbols } from './instruments';

describe('instrument derivations', () => {
  it('makes the contract code from the name without the slash', () => {
    expect(contractCode('BTC/USDT')).toBe('BTCUSDT');
  });

  it('sorts risk limits by leverage, highest first', () => {
    expect(
      sortRiskLimits([{ leverage: 20 }, { leverage: 125 }, { leverage: 50 }]).map(
        (r) => r.leverage,
      ),
    ).toEqual([125, 50, 20]);
  });

  it('sorts spot symbols by weight, lowest first', () => {
    expect(
      sortSpotSymbols([
        { weight: 3, s: 'c' },
        { weight: 1, s: 'a' },
        { weight: 2, s: 'b' },
      ]).map((x) => x.s),
    ).toEqual(['a', 'b', 'c']);
  });

  it('derives code, amount precision and sorted risk limits', () => {
    const derived = deriveContract({
      contractId: 1,
      name: 'ETH/USDT',
      contractSize: '0.01',
      riskLimits: [{ leverage: 5 }, { leverage: 100 }],
    });
    expect(derived.code).toBe('ETHUSDT');
    expect(derived.amountPrecision).toBe(2);
    expect(derived.riskLimits?.map((r) => r.leverage)).toEqual([100, 5]);
  });
});
