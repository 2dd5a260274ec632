import { orderMinimumAt } from './order-minimum';
import { referenceContract } from './test-contracts';

const btc = referenceContract('BTC');

describe('the smallest order', () => {
  it('needs 2 contracts at 97 000 to reach 100 USDT: the minimum value binds', () => {
    const minimum = orderMinimumAt(btc, '97000');
    expect(minimum.minLots.toString()).toBe('1');
    expect(minimum.minValue?.toString()).toBe('100');
    expect(minimum.valueLots?.toString()).toBe('2');
    expect(minimum.binding).toBe('value');
    expect(minimum.lots.toString()).toBe('2');
  });

  it('is one contract where one contract is worth the minimum value exactly', () => {
    const minimum = orderMinimumAt(btc, '100000');
    expect(minimum.valueLots?.toString()).toBe('1');
    expect(minimum.binding).toBe('quantity');
    expect(minimum.lots.toString()).toBe('1');
  });

  it('leaves the value out for an order that only reduces a position', () => {
    const minimum = orderMinimumAt(btc, '97000', true);
    expect(minimum.minValue).toBeNull();
    expect(minimum.lots.toString()).toBe('1');
  });

  it('is the quantity minimum while no price is known', () => {
    const minimum = orderMinimumAt(btc, undefined);
    expect(minimum.valueLots).toBeNull();
    expect(minimum.binding).toBe('quantity');
    expect(minimum.lots.toString()).toBe('1');
  });
});
