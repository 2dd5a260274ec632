import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { wireOrder } from '@/lib/test-utils/wire-order';
import {
  activationPriceError,
  callbackRateError,
  TRAILING_ERRORS,
  trailingStopOf,
} from './trailing-stop';

describe('the order ticket’s trailing stop', () => {
  it('wants a callback rate from 0.1 % to 5 % in steps of 0.1 %', () => {
    expect(callbackRateError('')?.name).toBe('callbackRequired');
    for (const ok of ['0.1', '1', '1.5', '5', '2.', '.5']) expect(callbackRateError(ok)).toBeNull();
    for (const bad of ['0', '0.05', '5.1', '1.55', '10'])
      expect(callbackRateError(bad)).toMatchObject({
        name: 'callbackRange',
        values: { min: 0.1, max: 5, step: 0.1 },
      });
  });

  it('wants an activation price on the tick and ahead of the price for the side', () => {
    expect(activationPriceError('', 'sell', '97000', '0.1')).toBeNull();
    expect(activationPriceError('98000', 'sell', '97000', '0.1')).toBeNull();
    expect(activationPriceError('96000', 'buy', '97000', '0.1')).toBeNull();
    expect(activationPriceError('96000', 'sell', '97000', '0.1')?.name).toBe('activationSide');
    expect(activationPriceError('97000', 'buy', '97000', '0.1')?.name).toBe('activationSide');
    expect(activationPriceError('98000.05', 'sell', '97000', '0.1')?.name).toBe(
      'activationOffTick',
    );
    // The price is not known yet: the server decides.
    expect(activationPriceError('96000', 'sell', null, '0.1')).toBeNull();
  });

  it('reads a trailing stop from an order row, and nothing from other orders', () => {
    expect(trailingStopOf(wireOrder(1, 0, { type: 4, triggerPrice: '90000.0' }))).toBeNull();
    expect(
      trailingStopOf(
        wireOrder(2, 0, {
          type: 4,
          callbackRate: '1',
          activationPrice: '99000.0',
          triggerPrice: null,
        }),
      ),
    ).toEqual({ callbackRate: '1', activationPrice: '99000.0', triggerPrice: null, active: false });
  });

  it.each(['en', 'ko', 'ja', 'zh-hant'] as const)(
    '%s words every trailing stop message',
    (language) => {
      const messages = JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${language}.json`), 'utf8'),
      ) as Record<string, unknown>;
      const t = createTranslator({ locale: language, messages, namespace: 'TrailingStop' });
      const translate = t as unknown as (key: string, values: Record<string, unknown>) => string;
      const values = { min: 0.1, max: 5, step: 0.1, tick: '0.1', rate: '1.5', price: '98,000.0' };
      const texts = [
        ...TRAILING_ERRORS.flatMap((name) =>
          name === 'activationSide'
            ? ['buy', 'sell'].map((side) => translate(`errors.${name}`, { side }))
            : [translate(`errors.${name}`, values)],
        ),
        ...[
          'orderType',
          'activationPrice',
          'activationPriceShort',
          'activationNone',
          'callbackRate',
          'presets',
        ].map((key) => translate(key, {})),
        translate('preset', values),
        translate('callbackValue', values),
        translate('activation', { condition: 'x' }),
        translate('activationAt', values),
      ];
      for (const text of texts) expect(text, language).not.toMatch(/[{}]|TrailingStop\./);
      // Buy and sell are said differently.
      const [buy, sell] = ['buy', 'sell'].map((side) =>
        translate('errors.activationSide', { side }),
      );
      expect(buy).not.toBe(sell);
    },
  );
});
