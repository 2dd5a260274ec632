import { Decimal } from '@/lib/decimal';
import { summarizeOrderTicket } from './order-ticket';
import { summarizeScaledOrder, type ScaledOrderContext } from './scaled-order-summary';
import { referenceContract } from './test-contracts';

// BTC: tick 0.1, lot 0.001 BTC, taker fee 0.05 %, minimum order value 100 USDT.
const BTC = referenceContract('BTC');

const context: ScaledOrderContext = {
  side: 'buy',
  reduceOnly: false,
  leverage: 10,
  marginMode: 'isolated',
  available: '1000',
  markPrice: '91500',
  contract: BTC,
  position: null,
};

const legs = [
  { price: '91000', quantity: '0.002' },
  { price: '90000', quantity: '0.002' },
];

describe('the summary of a scaled order', () => {
  it('adds up what each order freezes: initial margin and the taker fee, by hand', () => {
    const summary = summarizeScaledOrder(legs, context);
    // 182 + 180 USDT of value; at 10x 18.2 + 18 margin; fees 0.091 + 0.09.
    expect(summary?.orderValue.toString()).toBe('362');
    expect(summary?.cost.toString()).toBe('36.381');
    expect(summary?.averagePrice.toString()).toBe('90500');
    expect(summary?.insufficient).toBe(false);
  });

  it('puts the liquidation price where one order of the whole quantity at the average would', () => {
    const summary = summarizeScaledOrder(legs, context);
    const single = summarizeOrderTicket({
      ...context,
      type: 'limit',
      price: '90500',
      quantity: '0.004',
      unit: 'base',
    });
    expect(single.liquidationPrice).not.toBeNull();
    expect(summary?.liquidationPrice?.toString()).toBe(single.liquidationPrice?.toString());
    // A long's liquidation lies below its entry.
    expect(summary?.liquidationPrice?.lessThan('90500')).toBe(true);
  });

  it('builds on the position already open on the same side', () => {
    const position = {
      side: 'long' as const,
      contracts: '2',
      entryPrice: '89000',
      margin: '17.8',
    };
    const summary = summarizeScaledOrder(legs, { ...context, position });
    const single = summarizeOrderTicket({
      ...context,
      position,
      type: 'limit',
      price: '90500',
      quantity: '0.004',
      unit: 'base',
    });
    expect(summary?.liquidationPrice?.toString()).toBe(single.liquidationPrice?.toString());
    // The added margin moves it: not the liquidation price of the new orders alone.
    const alone = summarizeScaledOrder(legs, context);
    expect(summary?.liquidationPrice?.equals(alone?.liquidationPrice ?? 0)).toBe(false);
  });

  it('says when the batch costs more than the available balance', () => {
    // 36.381 needed: the first order (18.291) fits in 30, the second no longer does.
    expect(summarizeScaledOrder(legs, { ...context, available: '30' })?.insufficient).toBe(true);
    expect(summarizeScaledOrder(legs, { ...context, available: '36.381' })?.insufficient).toBe(
      false,
    );
  });

  it('costs nothing and shows no liquidation price when it only reduces', () => {
    const position = { side: 'long' as const, contracts: '10', entryPrice: '89000' };
    const summary = summarizeScaledOrder(
      [
        { price: '92000', quantity: '0.002' },
        { price: '93000', quantity: '0.002' },
      ],
      { ...context, side: 'sell', reduceOnly: true, position },
    );
    expect(summary?.cost.isZero()).toBe(true);
    expect(summary?.liquidationPrice).toBeNull();
  });

  it('leaves the liquidation price to the position once the batch closes an opposite one', () => {
    const position = { side: 'short' as const, contracts: '3', entryPrice: '92000', margin: '30' };
    const summary = summarizeScaledOrder(legs, { ...context, position });
    expect(summary?.liquidationPrice).toBeNull();
    expect(summary?.cost.greaterThan(new Decimal(0))).toBe(true);
  });

  it('is nothing without orders', () => {
    expect(summarizeScaledOrder([], context)).toBeNull();
  });
});
