import { describe, expect, it } from 'vitest';
import {
  Decimal,
  amountPrecisionFromContractSize,
  decimalsOf,
  isDecimalText,
  stepDecimal,
  toPlainString,
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

describe('decimal input helpers', () => {
  it('accept text on its way to a number and refuse what the spec forbids', () => {
    for (const ok of ['', '0', '12', '12.', '.5', '12.34']) {
      expect(isDecimalText(ok, { precision: 2 })).toBe(true);
    }
    expect(isDecimalText('1.2.3')).toBe(false);
    expect(isDecimalText('12.345', { precision: 2 })).toBe(false);
    expect(isDecimalText('1e5')).toBe(false);
    expect(isDecimalText('-1')).toBe(false);
    expect(isDecimalText('-1', { allowNegative: true })).toBe(true);
    expect(isDecimalText('-', { allowNegative: true })).toBe(true);
    expect(isDecimalText('12.', { precision: 0 })).toBe(false);
  });

  it('step exactly where floats drift', () => {
    expect(stepDecimal('0.1', { step: '0.1', steps: 1 })).toBe('0.2');
    expect(stepDecimal('0.2', { step: '0.1', steps: 1 })).toBe('0.3');
    expect(stepDecimal('0.3', { step: '0.1', steps: -1 })).toBe('0.2');
  });

  it('snap an off-grid value to the nearest step in the direction of travel', () => {
    expect(stepDecimal('0.123', { step: '0.01', steps: 1 })).toBe('0.13');
    expect(stepDecimal('0.123', { step: '0.01', steps: -1 })).toBe('0.12');
    expect(stepDecimal('0.123', { step: '0.01', steps: 10 })).toBe('0.22');
  });

  it('clamp to the bounds and never write exponents', () => {
    expect(stepDecimal('5', { step: '1', steps: 10, max: '8' })).toBe('8');
    expect(stepDecimal('0', { step: '1', steps: -1, min: '0' })).toBe('0');
    expect(stepDecimal('0', { step: '0.0000001', steps: 1 })).toBe('0.0000001');
    expect(toPlainString('1e-7')).toBe('0.0000001');
    expect(decimalsOf('0.05')).toBe(2);
  });
});
