import { SPARKLINE_ALPHABET, sparklineLevels, sparklinePath } from './sparkline';

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

describe('the sparkline path drawn from levels', () => {
  it('steps an hour to the right each, the highest level at the top', () => {
    // A (level 0) at the bottom (y 63), _ (63) at the top (y 0), g (32) at y 31.
    expect(sparklinePath('A_g')).toBe('M0 63l1-63 1 31');
  });

  it('draws a flat day across the middle', () => {
    expect(sparklinePath('AAA')).toBe('M0 31.5h2');
  });

  it('draws nothing from too few or unreadable levels', () => {
    expect(sparklinePath('A')).toBeNull();
    expect(sparklinePath('A!')).toBeNull();
  });

  it('draws the whole day from bottom left to top right, in 24 steps', () => {
    const levels = sparklineLevels(Array.from({ length: 24 }, (_, i) => candle(i, String(i))));
    const path = sparklinePath(levels ?? '') ?? '';
    expect(path.startsWith('M0 63l')).toBe(true);
    const rises = path.slice('M0 63l'.length).match(/1 ?-?\d+/g) ?? [];
    expect(rises).toHaveLength(23);
    const total = rises.reduce((sum, step) => sum + Number(step.slice(1).trim()), 0);
    expect(63 + total).toBe(0);
  });
});
