import { averagePriceOf, liquidationOf, pnlOf, targetPriceOf } from './calculator';
import { referenceContract } from './test-contracts';

// BTCUSDT: 0.001 BTC a contract, tick 0.1, first risk tier up to 50 000 USDT at 0.4 % maintenance.
const btc = referenceContract('BTC');

describe('futures calculator', () => {
  it('PnL and ROI: 1 BTC long from 20 000 to 21 000 at 10x', () => {
    const r = pnlOf(btc, {
      side: 'long',
      entryPrice: '20000',
      exitPrice: '21000',
      quantity: '1',
      leverage: 10,
    });
    // Margin 20 000 / 10 = 2 000; profit 1 × 1 000; ROI 1 000 / 2 000.
    expect(r?.initialMargin.toString()).toBe('2000');
    expect(r?.pnl.toString()).toBe('1000');
    expect(r?.roi.toString()).toBe('0.5');
  });

  it('PnL of a short that the price ran against', () => {
    const r = pnlOf(btc, {
      side: 'short',
      entryPrice: '20000',
      exitPrice: '21000',
      quantity: '0.5',
      leverage: 20,
    });
    expect([r?.initialMargin.toString(), r?.pnl.toString(), r?.roi.toString()]).toEqual([
      '500',
      '-500',
      '-1',
    ]);
  });

  it('counts whole contracts only and wants every figure', () => {
    const base = { side: 'long', entryPrice: '20000', exitPrice: '20100', leverage: 5 } as const;
    expect(pnlOf(btc, { ...base, quantity: '0.0019' })?.pnl.toString()).toBe('0.1');
    expect(pnlOf(btc, { ...base, quantity: '0.0009' })).toBeNull();
    expect(pnlOf(btc, { ...base, quantity: '' })).toBeNull();
  });

  it('target price for +50 % at 10x: entry × (1 ± 5 %)', () => {
    const input = { entryPrice: '20000', targetRoi: '0.5', leverage: 10 };
    expect(targetPriceOf(btc, { ...input, side: 'long' })?.toString()).toBe('21000');
    expect(targetPriceOf(btc, { ...input, side: 'short' })?.toString()).toBe('19000');
    expect(targetPriceOf(btc, { ...input, side: 'short', targetRoi: '11' })).toBeNull();
  });

  it('liquidation price of 1 BTC long at 20 000 with 400 USDT of margin', () => {
    // 400 + (p − 20 000) = 0.004 p  →  p = 19 600 / 0.996 = 19 678.714…
    const r = liquidationOf(btc, {
      side: 'long',
      entryPrice: '20000',
      quantity: '1',
      margin: '400',
    });
    expect(r?.kind).toBe('price');
    if (r?.kind === 'price') {
      expect(r.price.greaterThanOrEqualTo('19678.7')).toBe(true);
      expect(r.price.lessThanOrEqualTo('19678.8')).toBe(true);
    }
  });

  it("says 'insufficient margin' when the position would be liquidated at once, none when never", () => {
    const input = { side: 'long', entryPrice: '20000', quantity: '1' } as const;
    expect(liquidationOf(btc, { ...input, margin: '50' })).toEqual({ kind: 'insufficientMargin' });
    expect(liquidationOf(btc, { ...input, margin: '30000' })).toEqual({ kind: 'none' });
  });

  it('average price of several fills, rounded up to a tick', () => {
    expect(
      averagePriceOf(btc, [
        { price: '20000', quantity: '0.001' },
        { price: '21000', quantity: '0.003' },
      ])?.toString(),
    ).toBe('20750');
    expect(
      averagePriceOf(btc, [
        { price: '100', quantity: '0.002' },
        { price: '100.1', quantity: '0.001' },
      ])?.toString(),
    ).toBe('100.1');
    expect(averagePriceOf(btc, [{ price: '', quantity: '1' }])).toBeNull();
  });
});
