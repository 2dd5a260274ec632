import type { KlinePoint } from '@/features/market';
import { createSparklineLoader, loadSparklines, type FetchCandles } from './get-sparklines';

const candles = (...closes: string[]): KlinePoint[] =>
  closes.map((close, index) => ({
    time: index * 3_600_000,
    open: close,
    high: close,
    low: close,
    close,
    volume: '1',
  }));

describe('sparklines for the home page', () => {
  it('draws one line per contract from its hourly candles', async () => {
    const fetchCandles: FetchCandles = (id) =>
      Promise.resolve(id === 1 ? candles('1', '2') : candles('5', '4', '3'));
    const sparklines = await loadSparklines([1, 2], fetchCandles);
    expect(Object.keys(sparklines)).toEqual(['1', '2']);
    expect(sparklines).toEqual({ 1: 'A_', 2: '_gA' });
  });

  it('leaves out a contract whose candles fail, and keeps the others', async () => {
    const fetchCandles: FetchCandles = (id) =>
      id === 2 ? Promise.reject(new Error('down')) : Promise.resolve(candles('1', '2'));
    expect(Object.keys(await loadSparklines([1, 2, 3], fetchCandles))).toEqual(['1', '3']);
  });

  it('does not wait for candles that come too late', async () => {
    const fetchCandles: FetchCandles = (id, signal) =>
      id === 1
        ? Promise.resolve(candles('1', '2'))
        : new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    expect(Object.keys(await loadSparklines([1, 2], fetchCandles, 20))).toEqual(['1']);
  });

  it('shares one fetch between requests for a minute', async () => {
    let time = 0;
    const fetchCandles = vi.fn<FetchCandles>(() => Promise.resolve(candles('1', '2')));
    const getSparklines = createSparklineLoader({ fetchCandles, now: () => time });
    await getSparklines([1, 2]);
    time = 59_000;
    await getSparklines([1, 2]);
    expect(fetchCandles).toHaveBeenCalledTimes(2);
    time = 61_000;
    await getSparklines([1, 2]);
    expect(fetchCandles).toHaveBeenCalledTimes(4);
  });

  it('asks again at the next request when a contract was missing', async () => {
    const fetchCandles = vi.fn<FetchCandles>((id) =>
      id === 2 ? Promise.reject(new Error('down')) : Promise.resolve(candles('1', '2')),
    );
    const getSparklines = createSparklineLoader({ fetchCandles, now: () => 0 });
    await getSparklines([1, 2]);
    await getSparklines([1, 2]);
    expect(fetchCandles).toHaveBeenCalledTimes(4);
  });
});
