import { describe, expect, it } from 'vitest';
import { amendCrossesBook, amendRequestOf, orderIdOfLine, planOrderAmend } from './order-amend';
import type { WireOrder } from '@/lib/contract/wire/match';
import { partlyFilledLimitBuy } from '@/lib/test-utils/wire-order';

const limitBuy = partlyFilledLimitBuy;

describe('orderIdOfLine', () => {
  it('reads the order id from the chart line id', () => {
    expect(orderIdOfLine('order:41')).toBe('41');
    expect(orderIdOfLine('41')).toBe('41');
  });
});

describe('planOrderAmend', () => {
  it('moves the limit price and keeps the unfilled quantity', () => {
    expect(planOrderAmend(limitBuy, '94500.5')).toEqual({
      ok: true,
      value: {
        orderId: '41',
        field: 'price',
        oldPrice: '95000',
        newPrice: '94500.5',
        remaining: '0.006',
      },
    });
  });

  it('does nothing when the order is dropped at its own price', () => {
    expect(planOrderAmend(limitBuy, '95000')).toEqual({ ok: false, reason: 'samePrice' });
  });

  it('refuses a price of zero or below', () => {
    expect(planOrderAmend(limitBuy, '0')).toEqual({ ok: false, reason: 'invalidPrice' });
    expect(planOrderAmend(limitBuy, '-1')).toEqual({ ok: false, reason: 'invalidPrice' });
  });

  it('refuses an order with nothing left to fill', () => {
    expect(planOrderAmend({ ...limitBuy, filledQuantity: '0.010' }, '94000')).toEqual({
      ok: false,
      reason: 'nothingLeft',
    });
  });

  it('refuses a position TP/SL order, which is not the user’s own order to copy', () => {
    expect(planOrderAmend({ ...limitBuy, source: 'tpsl' }, '94000')).toEqual({
      ok: false,
      reason: 'notUserOrder',
    });
    expect(planOrderAmend({ ...limitBuy, parentOrderId: 12 }, '94000')).toEqual({
      ok: false,
      reason: 'notUserOrder',
    });
  });

  it('moves a bonus-account order too: the amend call keeps the order’s account', () => {
    const plan = planOrderAmend({ ...limitBuy, accountType: 10 }, '94000');
    expect(plan.ok && plan.value.newPrice).toBe('94000');
  });

  it('refuses a market order: it never rests, so it has no line to move', () => {
    expect(planOrderAmend({ ...limitBuy, type: 3, price: null }, '94000')).toEqual({
      ok: false,
      reason: 'unknownOrder',
    });
  });
});

describe('amendRequestOf', () => {
  const planOf = (order: WireOrder, price: string) => {
    const plan = planOrderAmend(order, price);
    if (!plan.ok) throw new Error(plan.reason);
    return plan.value;
  };

  it('asks for the limit price only: quantity, fills and settings stay the order’s', () => {
    expect(amendRequestOf(planOf(limitBuy, '94500.5'))).toEqual({
      orderId: '41',
      price: '94500.5',
    });
  });

  it('moves a conditional market order’s trigger price, the price its line stands for', () => {
    const stopSell: WireOrder = {
      ...limitBuy,
      type: 4,
      side: 'sell',
      price: null,
      filledQuantity: '0',
      orderStatus: 0,
      triggerPrice: '90000.0',
      triggerBy: 'mark',
    };
    expect(amendRequestOf(planOf(stopSell, '89000'))).toEqual({
      orderId: '41',
      triggerPrice: '89000',
    });
  });

  it('moves a conditional limit order’s limit price (the line the chart draws), not its trigger', () => {
    const conditionalLimit: WireOrder = {
      ...limitBuy,
      type: 2,
      filledQuantity: '0',
      orderStatus: 0,
      price: '95100.0',
      triggerPrice: '95000.0',
      triggerBy: 'last',
    };
    expect(amendRequestOf(planOf(conditionalLimit, '95200'))).toEqual({
      orderId: '41',
      price: '95200',
    });
  });
});

describe('amendCrossesBook', () => {
  const book = { bid: '99990.0', ask: '100010.0' };
  it('warns when a buy is moved to the best ask or above, and a sell to the best bid or below', () => {
    expect(amendCrossesBook({ type: 1, side: 'openLong' }, '100010.0', book)).toBe(true);
    expect(amendCrossesBook({ type: 1, side: 'closeShort' }, '100500', book)).toBe(true);
    expect(amendCrossesBook({ type: 1, side: 'openLong' }, '100009.9', book)).toBe(false);
    expect(amendCrossesBook({ type: 1, side: 'openShort' }, '99990.0', book)).toBe(true);
    expect(amendCrossesBook({ type: 1, side: 'closeLong' }, '99990.1', book)).toBe(false);
  });

  it('says nothing for stop orders (not on the book) or when that side of the book is unknown', () => {
    expect(amendCrossesBook({ type: 2, side: 'openLong' }, '200000', book)).toBe(false);
    expect(amendCrossesBook({ type: 4, side: 'openShort' }, '1', book)).toBe(false);
    expect(
      amendCrossesBook({ type: 1, side: 'openLong' }, '200000', { bid: '1', ask: undefined }),
    ).toBe(false);
  });
});
