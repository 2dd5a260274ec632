import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { validateTpsl } from './tpsl-validation';

const empty = { triggerPrice: '', triggerBy: 'mark' as const, price: '' };
const at = (triggerPrice: string, price = '') => ({
  triggerPrice,
  triggerBy: 'mark' as const,
  price,
});
const entry = new Decimal('100');

describe('TP/SL preset rules', () => {
  it('needs a take-profit or a stop-loss', () => {
    expect(validateTpsl('buy', entry, empty, empty).tp?.key).toBe(
      'Futures.OrderPanel.tpsl.targetRequired',
    );
  });

  it('a long takes profit above the entry and stops below it', () => {
    expect(validateTpsl('buy', entry, at('101'), at('99'))).toEqual({});
    const wrong = validateTpsl('buy', entry, at('100'), at('100'));
    expect(wrong.tp).toEqual({ key: 'Futures.OrderPanel.tpsl.tpAbove', values: { price: '100' } });
    expect(wrong.sl).toEqual({ key: 'Futures.OrderPanel.tpsl.slBelow', values: { price: '100' } });
  });

  it('a short takes profit below the entry and stops above it', () => {
    expect(validateTpsl('sell', entry, at('99'), at('101'))).toEqual({});
    const wrong = validateTpsl('sell', entry, at('101'), at('99'));
    expect(wrong.tp?.key).toBe('Futures.OrderPanel.tpsl.tpBelow');
    expect(wrong.sl?.key).toBe('Futures.OrderPanel.tpsl.slAbove');
  });

  it('checks the limit prices once triggered the same way', () => {
    const wrong = validateTpsl('buy', entry, at('110', '95'), at('90', '105'));
    expect(wrong.tp).toBeUndefined();
    expect(wrong.tpPrice?.key).toBe('Futures.OrderPanel.tpsl.tpAbove');
    expect(wrong.slPrice?.key).toBe('Futures.OrderPanel.tpsl.slBelow');
  });

  it('a trigger must be above 0', () => {
    expect(validateTpsl('buy', entry, at('0'), empty).tp?.key).toBe(
      'Futures.OrderPanel.tpsl.aboveZero',
    );
  });

  it('without an entry price only the sign is checked', () => {
    expect(validateTpsl('buy', null, at('1'), at('2'))).toEqual({});
  });
});
