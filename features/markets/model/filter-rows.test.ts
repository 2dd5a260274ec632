import { filterRows } from './filter-rows';
import { codes, rowsWith } from './test-rows';

const rows = rowsWith({});

describe('filtering the markets page', () => {
  it('matches the code or the base asset whatever the case, spaces or slash', () => {
    expect(codes(filterRows(rows, 'eth', 'all', new Set()))).toEqual(['ETHUSDT']);
    expect(codes(filterRows(rows, ' Btc/usdt ', 'all', new Set()))).toEqual(['BTCUSDT']);
    expect(codes(filterRows(rows, 'sol-usdt', 'all', new Set()))).toEqual(['SOLUSDT']);
  });

  it('lists every contract for an empty search, and none for a search nothing matches', () => {
    expect(filterRows(rows, '', 'all', new Set())).toHaveLength(rows.length);
    expect(filterRows(rows, 'NOTACOIN', 'all', new Set())).toEqual([]);
  });

  it('keeps to the favourites when asked, searched as well', () => {
    const favorites = new Set([1, 2, 12]);
    expect(codes(filterRows(rows, '', 'favorites', favorites))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'PEPEUSDT',
    ]);
    expect(codes(filterRows(rows, 'pe', 'favorites', favorites))).toEqual(['PEPEUSDT']);
    expect(filterRows(rows, '', 'favorites', new Set())).toEqual([]);
  });
});
