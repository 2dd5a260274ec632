import { contracts } from '@/lib/contract/reference-data';
import type { MarketRow } from './market-row';
import { inPreviousOrder, listedRows, tabRows, tabSort } from './tabs';
import { codes, rowsWith } from './test-rows';

const rows = rowsWith({
  BTCUSDT: { lp: '97000.5', pcr: '0.012', pt: '900000000' },
  ETHUSDT: { lp: '3400.25', pcr: '-0.034', pt: '450000000' },
  SOLUSDT: { lp: '185', pcr: '0', pt: '120000000' },
  SUIUSDT: { lp: '4.2', pcr: '0.08', pt: '30000000' },
  PEPEUSDT: { lp: '0.00002', pcr: '-0.1', pt: '60000000' },
});
const NONE: ReadonlySet<number> = new Set();

describe('market listing tabs', () => {
  it('hot lists every contract by 24 h turnover, contracts without figures last', () => {
    const listed = listedRows(rows, 'hot', NONE, tabSort('hot'));
    expect(listed).toHaveLength(contracts.length);
    expect(codes(listed).slice(0, 5)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'PEPEUSDT',
      'SUIUSDT',
    ]);
  });

  it('24 h gainers lists the contracts that rose, biggest rise first', () => {
    expect(codes(listedRows(rows, 'gainers', NONE, tabSort('gainers')))).toEqual([
      'SUIUSDT',
      'BTCUSDT',
    ]);
  });

  it('24 h losers lists the contracts that fell, biggest fall first', () => {
    expect(codes(listedRows(rows, 'losers', NONE, tabSort('losers')))).toEqual([
      'PEPEUSDT',
      'ETHUSDT',
    ]);
  });

  it('new lists the newly listed contracts', () => {
    expect(codes(tabRows(rows, 'new', NONE))).toEqual(
      codes(rows.filter((row) => row.contract.isNew)),
    );
    expect(codes(tabRows(rows, 'new', NONE))).toEqual(['SUIUSDT', 'PEPEUSDT']);
  });

  it('favourites lists the starred contracts, and nothing without a star', () => {
    const eth = rows.find((row) => row.code === 'ETHUSDT')?.contract.contractId ?? -1;
    const sui = rows.find((row) => row.code === 'SUIUSDT')?.contract.contractId ?? -1;
    expect(codes(listedRows(rows, 'favorites', new Set([sui, eth]), tabSort('favorites')))).toEqual(
      ['ETHUSDT', 'SUIUSDT'],
    );
    expect(tabRows(rows, 'favorites', NONE)).toEqual([]);
  });
});

describe('inPreviousOrder', () => {
  it('keeps the rows where they were while only their figures change', () => {
    const [a, b, c] = rows.slice(0, 3) as [MarketRow, MarketRow, MarketRow];
    const ids = [c, a, b].map((row) => row.contract.contractId);
    expect(inPreviousOrder([a, b, c], ids)).toEqual([c, a, b]);
  });

  it('takes the fresh order when the set of rows changed', () => {
    const [a, b, c] = rows.slice(0, 3) as [MarketRow, MarketRow, MarketRow];
    expect(
      inPreviousOrder(
        [a, b],
        [c, a, b].map((row) => row.contract.contractId),
      ),
    ).toEqual([a, b]);
    expect(inPreviousOrder([a, b, c], undefined)).toEqual([a, b, c]);
  });
});
