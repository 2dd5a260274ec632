import { decimalStringSchema, depthSnapshotSchema, marketIndicatorSchema } from './schemas';

describe('wire numbers', () => {
  it('keeps a decimal string exactly as sent', () => {
    expect(decimalStringSchema.parse('0.10')).toBe('0.10');
    expect(decimalStringSchema.parse(' 97000.5 ')).toBe('97000.5');
  });

  it('reads a JSON number as its decimal text', () => {
    expect(decimalStringSchema.parse(5)).toBe('5');
    expect(decimalStringSchema.parse(0.1)).toBe('0.1');
  });

  it('rejects text that is not a number, and infinite numbers', () => {
    expect(decimalStringSchema.safeParse('abc').success).toBe(false);
    expect(decimalStringSchema.safeParse('').success).toBe(false);
    expect(decimalStringSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(decimalStringSchema.safeParse(Number.NaN).success).toBe(false);
  });
});

describe('market data shapes', () => {
  it('reads an indicator with its mark price and keeps unknown fields', () => {
    const indicator = marketIndicatorSchema.parse({ cid: '1', mp: '97000.1', fr: '0.0001' });
    expect(indicator).toEqual({ cid: 1, mp: '97000.1', fr: '0.0001' });
  });

  it('reads an order book with a missing side as empty', () => {
    expect(depthSnapshotSchema.parse({ sc: 'BTCUSDT', asks: [['1', '2']] })).toEqual({
      sc: 'BTCUSDT',
      asks: [['1', '2']],
      bids: [],
    });
  });
});
