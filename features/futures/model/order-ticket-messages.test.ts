import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { ORDER_TICKET_ERRORS, ORDER_TICKET_WARNINGS } from './order-ticket';

const languages = ['en', 'ko', 'ja', 'zh-hant'] as const;

function load(language: string): Record<string, unknown> {
  const file = path.join(process.cwd(), 'messages', `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Every value any order-ticket rule may send with its message. */
const values = {
  tick: '0.1',
  step: '0.001',
  min: '1',
  asset: 'USDT',
  max: '125',
  limit: '60123.4',
  leverage: 20,
  maxValue: '1000000',
  available: '12.5',
};

describe('order ticket messages', () => {
  it.each(languages)('%s has a finished sentence for every error and warning', (language) => {
    const t = createTranslator({ locale: language, messages: load(language) });
    const translate = t as unknown as (key: string, values: Record<string, unknown>) => string;
    const keys = [
      ...ORDER_TICKET_ERRORS.map((name) => `Futures.OrderTicket.errors.${name}`),
      ...ORDER_TICKET_WARNINGS.map((name) => `Futures.OrderTicket.warnings.${name}`),
    ];
    for (const key of keys) {
      const text = translate(key, { ...values, side: 'buy' });
      expect(text, `${language} ${key}`).not.toMatch(/[{}]|Futures\.OrderTicket/);
    }
  });

  it('says which way the price band points', () => {
    const t = createTranslator({ locale: 'en', messages: load('en') });
    const translate = t as unknown as (key: string, values: Record<string, unknown>) => string;
    const key = 'Futures.OrderTicket.errors.priceOutsideBand';
    expect(translate(key, { side: 'buy', limit: '101' })).toBe('A buy price cannot be above 101');
    expect(translate(key, { side: 'sell', limit: '99' })).toBe('A sell price cannot be below 99');
  });
});
