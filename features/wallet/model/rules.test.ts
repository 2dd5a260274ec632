import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { dayRange, startOfDay } from './history-filters';
import { transferError } from './transfer-rules';
import {
  addressError,
  isBlocked,
  needsApproval,
  receiveAmountOf,
  withdrawAmountError,
} from './withdraw-rules';

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';

describe('transfer rules', () => {
  const base = { from: 'spot' as const, to: 1 as const, available: new Decimal('10.5') };
  it('says what is wrong, in the order the user meets it', () => {
    expect(transferError({ ...base, to: 'spot', amount: '1', attempted: false })).toBe(
      'sameWallet',
    );
    expect(transferError({ ...base, amount: '', attempted: false })).toBeNull();
    expect(transferError({ ...base, amount: '', attempted: true })).toBe('amountRequired');
    expect(transferError({ ...base, amount: '0', attempted: true })).toBe('amountPositive');
    expect(transferError({ ...base, amount: '10.50000001', attempted: false })).toBe(
      'insufficient',
    );
    expect(transferError({ ...base, amount: '10.5', attempted: true })).toBeNull();
  });
});

describe('withdrawal rules', () => {
  it('checks an address against the network’s pattern', () => {
    expect(addressError('', TRON, false)).toBeNull();
    expect(addressError('', TRON, true)).toBe('addressRequired');
    expect(addressError('0x52908400098527886E0F7030069857D2E4169EE7', TRON, false)).toBe(
      'addressInvalid',
    );
    expect(addressError(' TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE ', TRON, false)).toBeNull();
    // A pattern the browser cannot compile checks nothing rather than refusing everything.
    expect(addressError('anything', '([', false)).toBeNull();
  });

  it('keeps the amount between the minimum and what leaves room for the fee', () => {
    const limits = { minAmount: '10', maxAmount: '499.5' };
    expect(withdrawAmountError({ ...limits, amount: '', attempted: true })).toBe('amountRequired');
    expect(withdrawAmountError({ ...limits, amount: '9.99', attempted: false })).toBeNull();
    expect(withdrawAmountError({ ...limits, amount: '9.99', attempted: true })).toBe(
      'belowMinimum',
    );
    expect(withdrawAmountError({ ...limits, amount: '499.50000001', attempted: false })).toBe(
      'overAvailable',
    );
    expect(withdrawAmountError({ ...limits, amount: '499.5', attempted: true })).toBeNull();
  });

  it('computes what arrives, the review threshold and the block', () => {
    expect(receiveAmountOf('100.1', '1').toFixed()).toBe('99.1');
    expect(receiveAmountOf('0.5', '1').toFixed()).toBe('0');
    expect(needsApproval('10000', '10000')).toBe(true);
    expect(needsApproval('9999.99', '10000')).toBe(false);
    expect(needsApproval('1', null)).toBe(false);
    expect(isBlocked(2000, 1000)).toBe(true);
    expect(isBlocked(1000, 1000)).toBe(false);
    expect(isBlocked(null, 1000)).toBe(false);
  });
});

describe('history day range', () => {
  it('runs from the first day’s start to the last day’s end, in the user’s zone', () => {
    const from = startOfDay('2026-11-01');
    const range = dayRange('2026-11-01', '2026-11-01');
    expect(range).toEqual({ from, to: (startOfDay('2026-11-02') ?? 0) - 1 });
    expect(dayRange('', '')).toEqual({ from: undefined, to: undefined });
    expect(dayRange('2026-11-02', '2026-11-01')).toEqual({ error: 'fromAfterTo' });
    expect(startOfDay('11/01/2026')).toBeNull();
  });
});
