import { wireIndicator } from '@/lib/test-utils/wire-public';
import { publicReferenceData } from '@/lib/contract/public-reference';
import {
  decimalStringSchema,
  depthAnswerSchema,
  klineListSchema,
  overviewSchema,
  publicDataSchema,
} from './schemas';

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

  it('says why a number was refused', () => {
    const result = decimalStringSchema.safeParse('abc');
    expect(result.error?.issues[0]?.message).toBe('Expected a decimal number');
  });
});

describe('market data answers', () => {
  it('are the contract’s: an overview row with a letter missing is refused', () => {
    expect(overviewSchema.safeParse([wireIndicator()]).success).toBe(true);
    expect(overviewSchema.safeParse([{ cid: 1, mp: '97000.1' }]).success).toBe(false);
  });

  it('read the book as the socket publishes it: a frame without its time is refused', () => {
    const book = { sc: 'BTCUSDT', asks: [['1', '2']], bids: [] };
    expect(depthAnswerSchema.safeParse({ ...book, t: 1 }).success).toBe(true);
    expect(depthAnswerSchema.safeParse(book).success).toBe(false);
  });
});

describe('public data', () => {
  it('is the contract’s: the server’s answer passes, loose readings of it do not', () => {
    const data = publicReferenceData();
    expect(publicDataSchema.parse(data)).toEqual(data);
    const [first] = data.contracts;
    if (!first) throw new Error('no contract in the reference data');
    // Ids as text, a contract without its derived code, a list left out: not what the server sends.
    const drifted = [
      { ...data, contracts: [{ ...first, contractId: String(first.contractId) }] },
      { ...data, contracts: [{ ...first, code: undefined }] },
      { ...data, contracts: [{ ...first, riskLimits: [] }] },
      { contracts: data.contracts, currencies: data.currencies, spotCurrencies: [] },
    ];
    for (const answer of drifted) expect(publicDataSchema.safeParse(answer).success).toBe(false);
  });
});

describe('candles', () => {
  const candle = { time: 60_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '3' };

  it('are the contract’s: object rows of decimal strings, oldest first', () => {
    expect(klineListSchema.parse([candle])).toEqual([candle]);
    expect(klineListSchema.parse([])).toEqual([]);
  });

  it('refuse rows as arrays, prices as numbers and a list under a key', () => {
    // None of these is what the server answers.
    expect(klineListSchema.safeParse([[60_000, '1', '2', '0.5', '1.5', '3']]).success).toBe(false);
    expect(klineListSchema.safeParse([{ ...candle, open: 1 }]).success).toBe(false);
    expect(klineListSchema.safeParse({ klines: [candle] }).success).toBe(false);
  });
});
