import { floatToTicks, roundToSteps, tickGrid, ticksToPrice } from './decimal';
import { decimalScale, formatFixed, parseScaled } from '../../lib/contract/fixed-point';

describe('decimal helpers', () => {
  it('reads the scale of a decimal string ignoring trailing zeros', () => {
    expect(decimalScale('0.001')).toBe(3);
    expect(decimalScale('10')).toBe(0);
    expect(decimalScale('1.500')).toBe(1);
  });

  it('converts between decimal strings and integer units exactly', () => {
    expect(parseScaled('97000.1', 1)).toBe(970001n);
    expect(parseScaled('-0.5', 2)).toBe(-50n);
    expect(formatFixed(970001n, 1)).toBe('97000.1');
    expect(formatFixed(5, 8)).toBe('0.00000005');
    expect(formatFixed(-50n, 2)).toBe('-0.50');
    expect(() => parseScaled('0.123', 2)).toThrow(/more than 2 decimals/);
    expect(() => parseScaled('1e5', 2)).toThrow(/not a decimal/);
  });

  it('rounds an external price to the tick grid half away from zero, without floats', () => {
    expect(roundToSteps('97000.149999', '0.1')).toBe(970001n);
    expect(roundToSteps('97000.15', '0.1')).toBe(970002n);
    expect(roundToSteps('0.000020004', '0.00000001')).toBe(2000n);
    expect(roundToSteps('12.25', '0.5')).toBe(25n);
  });

  it('prints ticks at the contract price scale', () => {
    const btc = tickGrid('0.1', 1);
    expect(ticksToPrice(970001, btc)).toBe('97000.1');
    const halves = tickGrid('0.5', 1);
    expect(ticksToPrice(3, halves)).toBe('1.5');
    expect(floatToTicks(0.0000000001, 0.00000001)).toBe(1);
  });
});
