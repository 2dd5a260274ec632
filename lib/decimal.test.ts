import { describe, expect, it } from 'vitest';
import {
  Decimal,
  amountPrecisionFromContractSize,
  divide,
  multiply,
  roundDown,
  toDecimal,
} from './decimal';

describe('decimal helpers', () => {
  it('use 20 significant digits and round down', () => {
    expect(Decimal.precision).toBe(20);
    expect(Decimal.rounding).toBe(Decimal.ROUND_DOWN);
    expect(divide(2, 3).toString()).toBe('0.66666666666666666666');
    expect(divide(-2, 3).toString()).toBe('-0.66666666666666666666');
  });

  it('never round a value up when cutting decimals', () => {
    expect(roundDown('1.23999', 2).toFixed(2)).toBe('1.23');
    expect(roundDown('-1.23999', 2).toFixed(2)).toBe('-1.23');
    expect(roundDown('0.999999999', 0).toFixed(0)).toBe('0');
  });

  it('compute exactly where binary floats do not', () => {
    expect(multiply('0.1', '3').toString()).toBe('0.3');
    expect(toDecimal('0.1').plus('0.2').toString()).toBe('0.3');
  });

  it('treat blank or invalid input as zero and a zero divisor as zero', () => {
    expect(toDecimal('').toString()).toBe('0');
    expect(toDecimal(null).toString()).toBe('0');
    expect(toDecimal('abc').toString()).toBe('0');
    expect(divide(5, 0).toString()).toBe('0');
  });

  it('derive amount precision from the contract size exponent', () => {
    expect(amountPrecisionFromContractSize('0.001')).toBe(3);
    expect(amountPrecisionFromContractSize('0.01')).toBe(2);
    expect(amountPrecisionFromContractSize('1')).toBe(0);
    expect(amountPrecisionFromContractSize('10')).toBe(0);
    expect(amountPrecisionFromContractSize('100000')).toBe(0);
  });
});
