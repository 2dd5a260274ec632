import { nextSort, openInterestValue, sortRows, type SortKey } from './sort-rows';
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

describe('sorting the markets page by each of its columns', () => {
  const page = rowsWith({
    BTCUSDT: { lp: '97000', mp: '97010', h: '98000', l: '95000', pv: '1200.5', oi: '100' },
    ETHUSDT: { lp: '3400', mp: '3401', h: '3500', l: '3300', pv: '45000', oi: '5000' },
    PEPEUSDT: {
      lp: '0.00002',
      mp: '0.00002',
      h: '0.000021',
      l: '0.000019',
      pv: '9e12',
      oi: '1e12',
    },
  })
    .filter((row) => row.indicator)
    .map((row, index) => ({
      ...row,
      funding: {
        contractId: row.contract.contractId,
        fundingRate: ['0.0001', '-0.0002', '0.00035'][index] ?? '0',
        intervalHours: row.contract.fundingIntervalHours,
        nextFundingTime: 0,
        markPrice: String(row.indicator?.mp),
        indexPrice: String(row.indicator?.mp),
      },
    }));
  const descending = (key: SortKey) => codes(sortRows(page, { key, direction: 'descending' }));

  it('orders by the 24 h high and low, the volume in the base asset and the mark price', () => {
    expect(descending('high')).toEqual(['BTCUSDT', 'ETHUSDT', 'PEPEUSDT']);
    expect(descending('low')).toEqual(['BTCUSDT', 'ETHUSDT', 'PEPEUSDT']);
    expect(descending('baseVolume')).toEqual(['PEPEUSDT', 'ETHUSDT', 'BTCUSDT']);
    expect(descending('mark')).toEqual(['BTCUSDT', 'ETHUSDT', 'PEPEUSDT']);
  });

  it('orders open interest by its value in USDT, not by the number of coins', () => {
    // 100 BTC × 97 010 = 9 701 000; 5 000 ETH × 3 401 = 17 005 000; 10^12 PEPE × 0.00002 = 20 000 000.
    const bitcoin = page.find((row) => row.code === 'BTCUSDT');
    expect(bitcoin && openInterestValue(bitcoin).toFixed()).toBe('9701000');
    expect(descending('openInterest')).toEqual(['PEPEUSDT', 'ETHUSDT', 'BTCUSDT']);
  });

  it('orders by the signed funding rate and by the highest leverage', () => {
    expect(descending('funding')).toEqual(['PEPEUSDT', 'BTCUSDT', 'ETHUSDT']);
    // BTC and ETH allow 125x, PEPE less: equal leverage keeps the listing order.
    expect(descending('leverage')[2]).toBe('PEPEUSDT');
  });

  it('orders by name from A, then from Z', () => {
    expect(codes(sortRows(page, { key: 'name', direction: 'ascending' }))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'PEPEUSDT',
    ]);
    expect(descending('name')).toEqual(['PEPEUSDT', 'ETHUSDT', 'BTCUSDT']);
  });
});

describe('clicking a column header', () => {
  it('starts the name from A', () => {
    expect(nextSort({ key: 'volume', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });

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
