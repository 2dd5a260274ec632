import { groupDepth } from './group-depth';

const text = (
  levels: {
    price: { toString(): string };
    quantity: { toString(): string };
    total: { toString(): string };
  }[],
) => levels.map((l) => [l.price.toString(), l.quantity.toString(), l.total.toString()]);

const book = {
  bids: [
    ['100.4', '1'],
    ['100.1', '2'],
    ['99.9', '3'],
    ['99.5', '0.5'],
  ] as [string, string][],
  asks: [
    ['100.6', '1'],
    ['101', '2'],
    ['100.9', '1.5'],
    ['101.2', '4'],
  ] as [string, string][],
};

describe('grouping the order book to a price step', () => {
  it('rounds bids down to the step and sums them, best first, with running totals', () => {
    expect(text(groupDepth(book, '0.5').bids)).toEqual([
      ['100', '3', '3'],
      ['99.5', '3.5', '6.5'],
    ]);
  });

  it('rounds asks up to the step, so no ask looks cheaper than it is', () => {
    expect(text(groupDepth(book, '0.5').asks)).toEqual([
      ['101', '4.5', '4.5'],
      ['101.5', '4', '8.5'],
    ]);
  });

  it('gives the largest total and level for the depth bars', () => {
    const grouped = groupDepth(book, '0.5');
    expect(grouped.maxTotal.toString()).toBe('8.5');
    expect(grouped.maxQuantity.toString()).toBe('4.5');
  });

  it('groups to whole tens', () => {
    expect(
      text(
        groupDepth(
          {
            bids: [
              ['97013.5', '1'],
              ['96999', '1'],
            ],
          },
          10,
        ).bids,
      ),
    ).toEqual([
      ['97010', '1', '1'],
      ['96990', '1', '2'],
    ]);
  });

  it('keeps the levels as sent when there is no step, best first', () => {
    expect(
      text(
        groupDepth(
          {
            asks: [
              ['2', '1'],
              ['1', '1'],
            ],
          },
          null,
        ).asks,
      ),
    ).toEqual([
      ['1', '1', '1'],
      ['2', '1', '2'],
    ]);
  });

  it('keeps only as many levels as the panel shows', () => {
    const grouped = groupDepth(book, '0.1', { levels: 2 });
    expect(grouped.bids.map((l) => l.price.toString())).toEqual(['100.4', '100.1']);
    expect(grouped.maxTotal.toString()).toBe('3');
  });

  it('drops malformed and empty levels and survives a missing book', () => {
    const grouped = groupDepth(
      {
        bids: [
          ['x', '1'],
          ['100', '0'],
          ['100', 'NaN'],
          ['99', '1'],
        ],
      },
      '1',
    );
    expect(text(grouped.bids)).toEqual([['99', '1', '1']]);
    expect(groupDepth(undefined, '1')).toMatchObject({ bids: [], asks: [] });
    expect(groupDepth(undefined, '1').maxTotal.toString()).toBe('0');
  });
});
