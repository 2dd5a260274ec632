import { describe, expect, it } from 'vitest';
import { conversionRate, convertAmount, pairTableLookup } from './price-conversion';

const table = pairTableLookup({
  'BTC/USDT': '100000',
  'ETH/BTC': '0.03',
  'SOL/USDT': '200',
  'USDT/KRW': '1400',
  'XRP/BTC': '0.00002',
});

describe('price conversion', () => {
  it('uses a direct pair', () => {
    expect(convertAmount('2', 'BTC', 'USDT', table)?.toString()).toBe('200000');
  });

  it('uses the inverse of a direct pair', () => {
    expect(convertAmount('50000', 'USDT', 'BTC', table)?.toString()).toBe('0.5');
  });

  it('falls back through BTC when no direct pair exists', () => {
    // ETH → BTC → USDT: 1 ETH = 0.03 BTC = 3000 USDT
    expect(convertAmount('1', 'ETH', 'USDT', table)?.toString()).toBe('3000');
  });

  it('falls back through USDT when neither a direct nor a BTC route exists', () => {
    // SOL → USDT → KRW: 1 SOL = 200 USDT = 280000 KRW
    expect(convertAmount('1', 'SOL', 'KRW', table)?.toString()).toBe('280000');
  });

  it('prefers BTC over USDT when both routes exist', () => {
    const lookup = pairTableLookup({
      'AAA/BTC': '2',
      'BTC/ZZZ': '10',
      'AAA/USDT': '1',
      'USDT/ZZZ': '1',
    });
    expect(conversionRate('AAA', 'ZZZ', lookup)?.toString()).toBe('20');
  });

  it('returns null when no route exists, and 1 for the same currency', () => {
    expect(conversionRate('DOGE', 'KRW', table)).toBeNull();
    expect(conversionRate('usdt', 'USDT', table)?.toString()).toBe('1');
  });

  it('ignores zero or missing prices', () => {
    const lookup = pairTableLookup({ 'AAA/USDT': '0', 'AAA/BTC': '1', 'BTC/USDT': '5' });
    expect(conversionRate('AAA', 'USDT', lookup)?.toString()).toBe('5');
  });
});
