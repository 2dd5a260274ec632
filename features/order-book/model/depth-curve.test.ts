import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import {
  amountTicks,
  depthAt,
  depthCurve,
  depthLevels,
  depthOutline,
  priceTicks,
  type DepthPoint,
} from './depth-curve';

const book = {
  // Out of order, one malformed and one empty level, one price twice: as a feed may send them.
  bids: [
    ['99.5', '2'],
    ['100', '1.5'],
    ['99', '0.1'],
    ['98', '0'],
    ['bad', '1'],
    ['99', '0.2'],
  ] as [string, string][],
  asks: [
    ['101', '1'],
    ['102.5', '3'],
  ] as [string, string][],
};

const text = (points: DepthPoint[]) => points.map((p) => [p.price.toString(), p.total.toString()]);

describe('depth curve', () => {
  it('sums each side from the best price outward, in amount and in value', () => {
    const curve = depthCurve(book);
    expect(curve.bids.map((s) => [s.price, s.quantity, s.total, s.value].map(String))).toEqual([
      ['100', '1.5', '1.5', '150'],
      ['99.5', '2', '3.5', '349'],
      ['99', '0.3', '3.8', '378.7'],
    ]);
    expect(curve.asks.map((s) => [s.price, s.total, s.value].map(String))).toEqual([
      ['101', '1', '101'],
      ['102.5', '4', '408.5'],
    ]);
    expect(String(curve.bestBid)).toBe('100');
    expect(String(curve.bestAsk)).toBe('101');
    expect(String(curve.maxTotal)).toBe('4');
  });

  it('centres the range on the mid price, reaching as far as the farther side', () => {
    const curve = depthCurve(book);
    // mid 100.5; the bids reach 1.5 below it, the asks 2 above: 98.5 … 102.5
    expect(String(curve.mid)).toBe('100.5');
    expect([String(curve.low), String(curve.high)]).toEqual(['98.5', '102.5']);
  });

  it('keeps exact sums where binary floats would drift', () => {
    const curve = depthCurve({
      bids: [
        ['0.1', '0.1'],
        ['0.2', '0.2'],
      ],
      asks: [],
    });
    // 0.1 + 0.2 is 0.30000000000000004 in floats
    expect(String(curve.bids.at(-1)?.total)).toBe('0.3');
    expect(String(curve.bids.at(-1)?.value)).toBe('0.05');
  });

  it('has no mid and no range for an empty book', () => {
    const curve = depthCurve({ bids: [], asks: [] });
    expect(curve.mid).toBeNull();
    expect(curve.bids).toEqual([]);
    expect(depthOutline(curve, 'bid')).toEqual([]);
    expect(priceTicks(curve, 1)).toEqual([]);
    expect(depthCurve(undefined).mid).toBeNull();
  });

  it('takes the one best price as the mid when a side is empty', () => {
    const curve = depthCurve({ bids: [], asks: book.asks });
    expect(String(curve.mid)).toBe('101');
    expect([String(curve.low), String(curve.high)]).toEqual(['99.5', '102.5']);
  });

  it('draws each side as steps from its best price to the edge of the range', () => {
    const curve = depthCurve(book);
    expect(text(depthOutline(curve, 'bid'))).toEqual([
      ['100', '0'],
      ['100', '1.5'],
      ['99.5', '1.5'],
      ['99.5', '3.5'],
      ['99', '3.5'],
      ['99', '3.8'],
      ['98.5', '3.8'],
    ]);
    // The asks reach the edge themselves: no flat end.
    expect(text(depthOutline(curve, 'ask'))).toEqual([
      ['101', '0'],
      ['101', '1'],
      ['102.5', '1'],
      ['102.5', '4'],
    ]);
  });

  it('finds the level under a price on either side, and none in the spread', () => {
    const curve = depthCurve(book);
    const at = (price: string) => {
      const level = depthAt(curve, new Decimal(price));
      return level && [level.side, String(level.step.price), String(level.step.total)];
    };
    expect(at('100')).toEqual(['bid', '100', '1.5']);
    expect(at('99.7')).toEqual(['bid', '100', '1.5']);
    expect(at('99.5')).toEqual(['bid', '99.5', '3.5']);
    expect(at('98.6')).toEqual(['bid', '99', '3.8']);
    expect(at('100.5')).toBeNull();
    expect(at('101')).toEqual(['ask', '101', '1']);
    expect(at('102')).toEqual(['ask', '101', '1']);
    expect(at('102.5')).toEqual(['ask', '102.5', '4']);
  });

  it('walks the levels from the lowest bid to the highest ask', () => {
    const levels = depthLevels(depthCurve(book)).map((l) => `${l.side} ${String(l.step.price)}`);
    expect(levels).toEqual(['bid 99', 'bid 99.5', 'bid 100', 'ask 101', 'ask 102.5']);
  });

  it('labels the amount axis with round steps up past the largest total', () => {
    expect(amountTicks(new Decimal('3.8')).map(String)).toEqual(['0', '1', '2', '3', '4']);
    expect(amountTicks(new Decimal('1234')).map(String)).toEqual(['0', '500', '1000', '1500']);
    expect(amountTicks(new Decimal('0.07')).map(String)).toEqual([
      '0',
      '0.02',
      '0.04',
      '0.06',
      '0.08',
    ]);
    expect(amountTicks(new Decimal('4000')).map(String)).toEqual([
      '0',
      '1000',
      '2000',
      '3000',
      '4000',
    ]);
    expect(amountTicks(new Decimal(0)).map(String)).toEqual(['0']);
  });

  it('spreads the price labels evenly over the range at the contract decimals', () => {
    expect(priceTicks(depthCurve(book), 1).map(String)).toEqual([
      '98.5',
      '99.5',
      '100.5',
      '101.5',
      '102.5',
    ]);
    expect(priceTicks(depthCurve(book), 0, 3).map(String)).toEqual(['99', '100', '101', '103']);
  });
});
