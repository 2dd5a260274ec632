import { sparklinePoints } from './sparkline';

const candle = (time: number, close: string) => ({ time, close });

describe('sparkline of the last 24 h', () => {
  it('draws the closes from left to right, the highest at the top', () => {
    const points = sparklinePoints([candle(1, '100'), candle(2, '110'), candle(3, '105')], {
      width: 20,
      height: 10,
    });
    expect(points).toBe('0,10 10,0 20,5');
  });

  it('keeps an inset free at the edges', () => {
    expect(
      sparklinePoints([candle(1, '1'), candle(2, '2')], { width: 24, height: 12, inset: 2 }),
    ).toBe('2,10 22,2');
  });

  it('puts candles in time order whatever order they arrive in', () => {
    expect(
      sparklinePoints([candle(3, '3'), candle(1, '1'), candle(2, '2')], { width: 2, height: 2 }),
    ).toBe('0,2 1,1 2,0');
  });

  it('scales prices of tiny coins exactly', () => {
    expect(
      sparklinePoints([candle(1, '0.00002001'), candle(2, '0.00002003'), candle(3, '0.00002002')], {
        width: 4,
        height: 4,
      }),
    ).toBe('0,4 2,0 4,2');
  });

  it('draws a flat day across the middle', () => {
    expect(sparklinePoints([candle(1, '5'), candle(2, '5')], { width: 10, height: 8 })).toBe(
      '0,4 10,4',
    );
  });

  it('draws nothing from fewer than two usable candles', () => {
    expect(sparklinePoints([])).toBeNull();
    expect(sparklinePoints([candle(1, '5')])).toBeNull();
    expect(sparklinePoints([candle(1, '5'), candle(2, 'x')])).toBeNull();
  });

  it('rounds coordinates to two decimals', () => {
    expect(
      sparklinePoints([candle(1, '0'), candle(2, '1'), candle(3, '2'), candle(4, '3')], {
        width: 10,
        height: 3,
      }),
    ).toBe('0,3 3.3,2 6.7,1 10,0');
  });
});
