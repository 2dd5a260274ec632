import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { Decimal } from '@/lib/decimal';
import { referenceContract } from './test-contracts';
import { planScaledOrder, SCALED_ERRORS, spreadLots, type ScaledOrderInput } from './scaled-order';

// BTC: tick 0.1, lot 0.001 BTC, minimum order value 100 USDT.
const BTC = referenceContract('BTC');

const buy: ScaledOrderInput = {
  side: 'buy',
  lowerPrice: '90000',
  upperPrice: '91000',
  count: 5,
  distribution: 'equal',
  totalQuantity: '0.01',
};

function sum(quantities: string[]): string {
  return quantities.reduce((a, q) => a.plus(q), new Decimal(0)).toString();
}

describe('a scaled order', () => {
  it('spreads a buy from the upper price (nearest the market) down to the lower, evenly', () => {
    const plan = planScaledOrder(BTC, buy);
    expect(plan).toEqual({
      ok: true,
      total: '0.01',
      orders: [
        { price: '91000', quantity: '0.002' },
        { price: '90750', quantity: '0.002' },
        { price: '90500', quantity: '0.002' },
        { price: '90250', quantity: '0.002' },
        { price: '90000', quantity: '0.002' },
      ],
    });
  });

  it('spreads a sell from the lower price up to the upper', () => {
    const plan = planScaledOrder(BTC, { ...buy, side: 'sell' });
    expect(plan.ok && plan.orders.map((o) => o.price)).toEqual([
      '90000',
      '90250',
      '90500',
      '90750',
      '91000',
    ]);
  });

  it('puts prices on the tick when the range does not divide evenly', () => {
    const plan = planScaledOrder(BTC, { ...buy, upperPrice: '90000.5', count: 4 });
    // 5 ticks over 3 gaps: 0, 1.67, 3.33, 5 ticks → 0, 2, 3, 5.
    expect(plan.ok && plan.orders.map((o) => o.price)).toEqual([
      '90000.5',
      '90000.3',
      '90000.2',
      '90000',
    ]);
  });

  it('increasing: more as prices move away from the market, summing exactly to the total', () => {
    const plan = planScaledOrder(BTC, {
      ...buy,
      distribution: 'increasing',
      totalQuantity: '0.046',
    });
    if (!plan.ok) throw new Error(plan.error.name);
    // Weights 1..5 of 46 lots: 3, 6, 9, 12, 15 and the lot left over on the last, the lowest buy.
    expect(plan.orders.map((o) => o.quantity)).toEqual([
      '0.003',
      '0.006',
      '0.009',
      '0.012',
      '0.016',
    ]);
    expect(sum(plan.orders.map((o) => o.quantity))).toBe('0.046');
  });

  it('decreasing: the most nearest the market, the rest of the lots on the first', () => {
    const lots = spreadLots(new Decimal(23), 'decreasing', 5).map((d) => d.toNumber());
    expect(lots).toEqual([9, 6, 4, 3, 1]);
    const equal = spreadLots(new Decimal(23), 'equal', 5).map((d) => d.toNumber());
    expect(equal).toEqual([4, 4, 4, 4, 7]);
  });

  it('sums exactly for any total and count', () => {
    for (const distribution of ['equal', 'increasing', 'decreasing'] as const)
      for (let n = 2; n <= 20; n++)
        for (const total of [n * 3, 97, 1000, 12_345]) {
          const lots = spreadLots(new Decimal(total), distribution, n);
          expect(lots).toHaveLength(n);
          expect(lots.reduce((a, b) => a.plus(b), new Decimal(0)).toNumber()).toBe(total);
          expect(lots.every((l) => l.isInteger() && l.greaterThanOrEqualTo(0))).toBe(true);
        }
  });

  it('refuses an order under the minimum value, naming the order and the minimum', () => {
    const plan = planScaledOrder(BTC, { ...buy, totalQuantity: '0.005' });
    expect(plan).toEqual({
      ok: false,
      error: {
        name: 'belowMinimumValue',
        key: 'ScaledOrder.errors.belowMinimumValue',
        values: { order: 1, min: '100' },
      },
    });
    // Reduce-only is not held to the value, only to the quantity.
    expect(planScaledOrder(BTC, { ...buy, totalQuantity: '0.005', reduceOnly: true }).ok).toBe(
      true,
    );
    const tiny = planScaledOrder(BTC, { ...buy, totalQuantity: '0.004', reduceOnly: true });
    expect(tiny.ok === false && tiny.error).toMatchObject({
      name: 'belowMinimumQuantity',
      values: { order: 1, min: '0.001' },
    });
  });

  it('checks the prices, the count and the quantity', () => {
    const name = (input: Partial<ScaledOrderInput>) => {
      const plan = planScaledOrder(BTC, { ...buy, ...input });
      return plan.ok ? null : plan.error.name;
    };
    expect(name({ lowerPrice: '' })).toBe('priceRequired');
    expect(name({ lowerPrice: '90000.05' })).toBe('priceOffTick');
    expect(name({ lowerPrice: '91000' })).toBe('priceOrder');
    expect(name({ count: 1 })).toBe('countRange');
    expect(name({ count: 21 })).toBe('countRange');
    expect(name({ count: '2.5' })).toBe('countRange');
    expect(name({ upperPrice: '90000.3', count: 5 })).toBe('rangeTooNarrow');
    expect(name({ upperPrice: '90000.4', count: 5, totalQuantity: '0.01' })).toBe(null);
    expect(name({ totalQuantity: '' })).toBe('quantityRequired');
    expect(name({ totalQuantity: '0.0105' })).toBe('quantityOffLot');
  });

  it.each(['en', 'ko', 'ja', 'zh-hant'] as const)(
    '%s words every scaled order error',
    (language) => {
      const messages = JSON.parse(
        readFileSync(path.join(process.cwd(), 'messages', `${language}.json`), 'utf8'),
      ) as Record<string, unknown>;
      const t = createTranslator({ locale: language, messages, namespace: 'ScaledOrder' });
      const translate = t as unknown as (key: string, values: Record<string, unknown>) => string;
      const values = { min: '100', max: 20, tick: '0.1', lot: '0.001', count: 5, order: 2 };
      for (const name of SCALED_ERRORS) {
        const text = translate(`errors.${name}`, values);
        expect(text).not.toMatch(/ScaledOrder|\{/);
        expect(text.length).toBeGreaterThan(3);
      }
    },
  );
});
