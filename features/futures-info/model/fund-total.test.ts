import { describe, expect, it } from 'vitest';
import { sumBalances } from './fund-total';

describe('the insurance fund total', () => {
  it('adds the balances exactly, without binary-float error', () => {
    expect(sumBalances(['0.1', '0.2']).total).toBe('0.3');
    expect(sumBalances(['1000000.12345678', '2500000.87654322', '0.00000001']).total).toBe(
      '3500001.00000001',
    );
  });

  it('counts the contracts it added', () => {
    expect(sumBalances(['1', '2', '3'])).toEqual({ total: '6', counted: 3, missing: 0 });
  });

  it('leaves out a contract without a balance and says so, instead of counting it as zero', () => {
    expect(sumBalances(['10', undefined, null, 'n/a', '5'])).toEqual({
      total: '15',
      counted: 2,
      missing: 3,
    });
  });

  it('is zero with nothing counted when no balance is known', () => {
    expect(sumBalances([])).toEqual({ total: '0', counted: 0, missing: 0 });
    expect(sumBalances([undefined, undefined])).toEqual({ total: '0', counted: 0, missing: 2 });
  });

  it('keeps a negative balance (a fund that paid more than it held) in the sum', () => {
    expect(sumBalances(['100', '-30.5']).total).toBe('69.5');
  });
});
