import {
  callbackBpOfPercent,
  callbackPercentOfBp,
  isActivationAhead,
  isCallbackBp,
  trailingTriggerTicks,
} from './trailing-stop';

describe('trailing stop rules', () => {
  it('takes callback rates from 0.1 % to 5 % in steps of 0.1 %', () => {
    expect([10, 20, 150, 490, 500].every(isCallbackBp)).toBe(true);
    expect([0, 5, 15, 505, 510, 1.5, -10, Number.NaN].some(isCallbackBp)).toBe(false);
  });

  it('reads and writes the rate in percent as the API carries it', () => {
    expect(callbackBpOfPercent('1.5')).toBe(150);
    expect(callbackBpOfPercent('0.1')).toBe(10);
    expect(callbackBpOfPercent('5')).toBe(500);
    expect(callbackBpOfPercent('1.55')).toBe(155);
    for (const bad of ['', '-1', '1e2', '1.555', 'one', '.5'])
      expect(callbackBpOfPercent(bad)).toBeNull();
    expect([10, 100, 150, 500].map(callbackPercentOfBp)).toEqual(['0.1', '1', '1.5', '5']);
  });

  it('a sell fires at the highest price less the rate, rounded down; a buy at the lowest plus it, rounded up', () => {
    expect(trailingTriggerTicks(200_000, 100, true)).toBe(198_000);
    expect(trailingTriggerTicks(201_001, 100, true)).toBe(198_990); // 198 990.99
    expect(trailingTriggerTicks(197_001, 50, false)).toBe(197_987); // 197 986.005
    expect(trailingTriggerTicks(198_000, 50, false)).toBe(198_990);
    // Beyond 2^53 in the product: still exact.
    expect(trailingTriggerTicks(2 ** 50, 10, true)).toBe(Number((2n ** 50n * 9_990n) / 10_000n));
  });

  it('an activation price lies ahead of the price: above it for a sell, below it for a buy', () => {
    expect(isActivationAhead(101, 100, true)).toBe(true);
    expect(isActivationAhead(100, 100, true)).toBe(false);
    expect(isActivationAhead(99, 100, false)).toBe(true);
    expect(isActivationAhead(100, 100, false)).toBe(false);
  });
});
