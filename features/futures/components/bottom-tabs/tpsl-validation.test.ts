import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { validatePositionTpsl } from './tpsl-validation';

const empty = { trigger: '', price: '' };
const entryPrice = new Decimal('100000');

describe('validatePositionTpsl', () => {
  it('asks for a take-profit or stop-loss target when both are empty', () => {
    expect(validatePositionTpsl({ side: 'long', entryPrice, tp: empty, sl: empty })).toEqual({
      form: 'targetRequired',
    });
  });

  it('accepts take profit alone, or stop loss alone, on the right side of the entry', () => {
    const tpOnly = {
      side: 'long' as const,
      entryPrice,
      tp: { trigger: '105000', price: '' },
      sl: empty,
    };
    const slOnly = {
      side: 'short' as const,
      entryPrice,
      tp: empty,
      sl: { trigger: '101000', price: '' },
    };
    expect(validatePositionTpsl(tpOnly)).toEqual({});
    expect(validatePositionTpsl(slOnly)).toEqual({});
  });

  it('refuses a long take profit at or below the entry and a long stop loss above it', () => {
    expect(
      validatePositionTpsl({
        side: 'long',
        entryPrice,
        tp: { trigger: '100000', price: '' },
        sl: { trigger: '100500', price: '' },
      }),
    ).toEqual({ tpTrigger: 'tpTriggerAboveEntry', slTrigger: 'slTriggerBelowEntry' });
  });

  it('mirrors the rules for a short and checks the limit prices too', () => {
    expect(
      validatePositionTpsl({
        side: 'short',
        entryPrice,
        tp: { trigger: '95000', price: '100001' },
        sl: { trigger: '99000', price: '0' },
      }),
    ).toEqual({
      tpPrice: 'tpPriceBelowEntry',
      slTrigger: 'slTriggerAboveEntry',
      slPrice: 'pricePositive',
    });
  });

  it('needs a trigger above 0 when only a limit price is typed', () => {
    expect(
      validatePositionTpsl({
        side: 'long',
        entryPrice,
        tp: { trigger: '', price: '106000' },
        sl: empty,
      }),
    ).toEqual({ tpTrigger: 'triggerPositive' });
  });
});
