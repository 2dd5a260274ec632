import { nextSort, sortRows } from './sort-rows';
import { codes, rowsWith } from './test-rows';

const rows = rowsWith({
  BTCUSDT: { lp: '97000.5', pcr: '0.012', pt: '900000000' },
  ETHUSDT: { lp: '3400.25', pcr: '-0.034', pt: '450000000.5' },
  PEPEUSDT: { lp: '0.00002011', pcr: '0.25', pt: '450000000.25' },
}).filter((row) => row.indicator);

describe('sorting the market listing', () => {
  it('orders by last price, highest first, then lowest first', () => {
    expect(codes(sortRows(rows, { key: 'price', direction: 'descending' }))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'PEPEUSDT',
    ]);
    expect(codes(sortRows(rows, { key: 'price', direction: 'ascending' }))).toEqual([
      'PEPEUSDT',
      'ETHUSDT',
      'BTCUSDT',
    ]);
  });

  it('orders by 24 h change as a signed rate', () => {
    expect(codes(sortRows(rows, { key: 'change', direction: 'descending' }))).toEqual([
      'PEPEUSDT',
      'BTCUSDT',
      'ETHUSDT',
    ]);
  });

  it('tells turnovers apart that a binary float would not', () => {
    expect(codes(sortRows(rows, { key: 'volume', direction: 'ascending' }))).toEqual([
      'PEPEUSDT',
      'ETHUSDT',
      'BTCUSDT',
    ]);
  });

  it('puts contracts without the figure last in either direction, in listing order', () => {
    const mixed = rowsWith({
      SOLUSDT: { lp: '185' },
      BTCUSDT: { pcr: '0.01' },
      ETHUSDT: { lp: '3400' },
    }).slice(0, 4);
    expect(codes(sortRows(mixed, { key: 'price', direction: 'descending' }))).toEqual([
      'ETHUSDT',
      'SOLUSDT',
      'BTCUSDT',
      'XRPUSDT',
    ]);
    expect(codes(sortRows(mixed, { key: 'price', direction: 'ascending' }))).toEqual([
      'SOLUSDT',
      'ETHUSDT',
      'BTCUSDT',
      'XRPUSDT',
    ]);
  });

  it('does not change the rows it is given', () => {
    const before = codes(rows);
    sortRows(rows, { key: 'price', direction: 'ascending' });
    expect(codes(rows)).toEqual(before);
  });
});

describe('clicking a column header', () => {
  it('flips the sorted column between descending and ascending', () => {
    const first = nextSort({ key: 'volume', direction: 'descending' }, 'volume');
    expect(first).toEqual({ key: 'volume', direction: 'ascending' });
    expect(nextSort(first, 'volume')).toEqual({ key: 'volume', direction: 'descending' });
  });

  it('starts another column with the biggest first', () => {
    expect(nextSort({ key: 'change', direction: 'ascending' }, 'price')).toEqual({
      key: 'price',
      direction: 'descending',
    });
  });
});
