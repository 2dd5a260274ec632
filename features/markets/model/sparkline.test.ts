import { SPARKLINE_ALPHABET, sparklineLevels, sparklinePoints } from './sparkline';

const candle = (time: number, close: string) => ({ time, close });

describe('sparkline levels of the last 24 h', () => {
  it('gives each close one of 64 levels, the lowest 0 and the highest 63', () => {
    expect(sparklineLevels([candle(1, '100'), candle(2, '110'), candle(3, '105')])).toBe('A_g');
    expect(SPARKLINE_ALPHABET).toHaveLength(64);
  });

  it('puts candles in time order whatever order they arrive in', () => {
    expect(sparklineLevels([candle(3, '3'), candle(1, '1'), candle(2, '2')])).toBe('Ag_');
  });

  it('scales prices of tiny coins exactly', () => {
    expect(
      sparklineLevels([candle(1, '0.00002001'), candle(2, '0.00002003'), candle(3, '0.00002002')]),
    ).toBe('A_g');
  });

  it('keeps a flat day flat', () => {
    expect(sparklineLevels([candle(1, '5'), candle(2, '5')])).toBe('AA');
  });

  it('gives nothing for fewer than two usable candles', () => {
    expect(sparklineLevels([])).toBeNull();
    expect(sparklineLevels([candle(1, '5')])).toBeNull();
    expect(sparklineLevels([candle(1, '5'), candle(2, 'x')])).toBeNull();
  });
});

describe('sparkline points drawn from levels', () => {
  it('draws from left to right, the highest level at the top', () => {
    expect(sparklinePoints('A_g', { width: 20, height: 10 })).toBe('0,10 10,0 20,4.9');
  });

  it('keeps an inset free at the edges', () => {
    expect(sparklinePoints('A_', { width: 24, height: 12, inset: 2 })).toBe('2,10 22,2');
  });

  it('draws a flat day across the middle', () => {
    expect(sparklinePoints('AA', { width: 10, height: 8 })).toBe('0,4 10,4');
  });

  it('rounds coordinates to a tenth of a pixel', () => {
    expect(sparklinePoints('AVq_', { width: 10, height: 3 })).toBe('0,3 3.3,2 6.7,1 10,0');
  });

  it('draws nothing from too few or unreadable levels', () => {
    expect(sparklinePoints('A')).toBeNull();
    expect(sparklinePoints('A!')).toBeNull();
  });

  it('draws the whole line in the default 96 × 32 box', () => {
    const levels = sparklineLevels(Array.from({ length: 24 }, (_, i) => candle(i, String(i))));
    const points = sparklinePoints(levels ?? '')?.split(' ');
    expect(points).toHaveLength(24);
    expect(points?.[0]).toBe('2,30');
    expect(points?.[23]).toBe('94,2');
  });
});
