import { bookRows, isOnStep, levelOf, spreadOf, stepOptions, type BookRow } from './book-rows';

const depth = {
  asks: [
    ['100.6', '1'],
    ['100.9', '1.5'],
    ['101', '2'],
    ['101.2', '4'],
  ] as [string, string][],
  bids: [
    ['100.4', '1'],
    ['100.1', '2'],
    ['99.9', '3'],
  ] as [string, string][],
};

const cells = (rows: (BookRow | null)[]) =>
  rows.map((row) => (row ? [row.price, row.size, row.total, row.ratio, row.own] : null));

describe('order book rows', () => {
  it('lists each side best first with running totals and bars against the largest shown total', () => {
    const rows = bookRows({ depth, step: '0.1', rowsPerSide: 4, view: 'both' });
    // Largest total shown: asks 1 + 1.5 + 2 + 4 = 8.5; bids 1 + 2 + 3 = 6.
    expect(cells(rows.asks)).toEqual([
      ['100.6', '1', '1', 1 / 8.5, false],
      ['100.9', '1.5', '2.5', 2.5 / 8.5, false],
      ['101', '2', '4.5', 4.5 / 8.5, false],
      ['101.2', '4', '8.5', 1, false],
    ]);
    expect(cells(rows.bids)).toEqual([
      ['100.4', '1', '1', 1 / 8.5, false],
      ['100.1', '2', '3', 3 / 8.5, false],
      ['99.9', '3', '6', 6 / 8.5, false],
      null,
    ]);
    expect(rows.bestAsk).toBe('100.6');
    expect(rows.bestBid).toBe('100.4');
  });

  it('keeps only the rows that fit and scales the bars to the shown rows', () => {
    const rows = bookRows({ depth, step: '0.1', rowsPerSide: 2, view: 'both' });
    // Shown totals: asks 1, 2.5; bids 1, 3 → largest 3.
    expect(rows.asks.map((row) => row?.ratio)).toEqual([1 / 3, 2.5 / 3]);
    expect(rows.bids.map((row) => row?.ratio)).toEqual([1 / 3, 1]);
  });

  it('scales the bars to the one side shown when the other is hidden', () => {
    const rows = bookRows({ depth, step: '0.1', rowsPerSide: 3, view: 'bids' });
    expect(rows.asks).toEqual([]);
    expect(rows.bids.map((row) => row?.ratio)).toEqual([1 / 6, 3 / 6, 1]);
  });

  it('groups to the step: bids down, asks up', () => {
    const rows = bookRows({ depth, step: '1', rowsPerSide: 3, view: 'both' });
    // Asks 100.6, 100.9, 101 → 101 (4.5); 101.2 → 102 (4). Bids 100.4, 100.1 → 100 (3); 99.9 → 99.
    expect(cells(rows.asks)).toEqual([
      ['101', '4.5', '4.5', 4.5 / 8.5, false],
      ['102', '4', '8.5', 1, false],
      null,
    ]);
    expect(cells(rows.bids)).toEqual([
      ['100', '3', '3', 3 / 8.5, false],
      ['99', '3', '6', 6 / 8.5, false],
      null,
    ]);
  });

  it('marks the levels holding the user’s orders, at the grouped price', () => {
    const rows = bookRows({
      depth,
      step: '1',
      rowsPerSide: 2,
      view: 'both',
      ownOrderPrices: { bids: ['99.50'], asks: ['101.1'] },
    });
    expect(rows.bids.map((row) => row?.own)).toEqual([false, true]);
    expect(rows.asks.map((row) => row?.own)).toEqual([false, true]);
  });

  it('keeps empty rows for an empty book', () => {
    const rows = bookRows({ depth: undefined, step: '0.1', rowsPerSide: 2, view: 'both' });
    expect(rows).toEqual({ asks: [null, null], bids: [null, null], bestAsk: null, bestBid: null });
  });
});

describe('the level of an order price', () => {
  it('rounds bids down and asks up to the step', () => {
    expect(levelOf('100.55', '0.5', 'bid')).toBe('100.5');
    expect(levelOf('100.55', '0.5', 'ask')).toBe('101');
    expect(levelOf('100.50', '0.1', 'ask')).toBe('100.5');
    expect(levelOf('abc', '0.1', 'bid')).toBeNull();
  });
});

describe('the spread', () => {
  it('is the best ask minus the best bid, and that over the mid price', () => {
    // 100.6 − 100.4 = 0.2; mid 100.5; 0.2 ÷ 100.5 = 0.00199004975124378109...
    const spread = spreadOf('100.4', '100.6');
    expect(spread?.absolute).toBe('0.2');
    expect(spread?.rate.startsWith('0.0019900497512437810')).toBe(true);
  });

  it('is unknown while a side is empty or the book is crossed', () => {
    expect(spreadOf(null, '100')).toBeNull();
    expect(spreadOf('101', '100')).toBeNull();
  });
});

describe('grouping steps', () => {
  it('are the tick size times 1, 10, 100 and 1000', () => {
    expect(stepOptions('0.1')).toEqual(['0.1', '1', '10', '100']);
    expect(stepOptions('0.01')).toEqual(['0.01', '0.1', '1', '10']);
    expect(stepOptions('5')).toEqual(['5', '50', '500', '5000']);
    expect(stepOptions('0')).toEqual([]);
  });
});

describe('a book on the chosen step', () => {
  it('has every price on a multiple of the step', () => {
    expect(isOnStep({ bids: [['100', '1']], asks: [['110', '1']] }, '10')).toBe(true);
    expect(isOnStep({ bids: [['100', '1']], asks: [['100.1', '1']] }, '10')).toBe(false);
    expect(isOnStep(depth, '0.1')).toBe(true);
    expect(isOnStep({ bids: [], asks: [] }, '100')).toBe(true);
  });
});
