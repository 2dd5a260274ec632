import { describe, expect, it } from 'vitest';
import {
  amendCrossesBook,
  buildAmendedOrderRequest,
  orderIdOfLine,
  planOrderAmend,
} from './order-amend';
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

  it('refuses a bonus-account order, which the place call cannot recreate', () => {
    expect(planOrderAmend({ ...limitBuy, accountType: 10 }, '94000')).toEqual({
      ok: false,
      reason: 'otherAccount',
    });
  });

  it('refuses a market order: it never rests, so it has no line to move', () => {
    expect(planOrderAmend({ ...limitBuy, type: 3, price: null }, '94000')).toEqual({
      ok: false,
      reason: 'unknownOrder',
    });
  });
});

describe('buildAmendedOrderRequest', () => {
  it('places a partly filled one-way limit order again for what is left, reduce-only and post-only', () => {
    expect(buildAmendedOrderRequest(limitBuy, '94500.5', 'web-new')).toEqual({
      ok: true,
      value: {
        contractId: 1,
        side: 'buy',
        orderType: 1,
        quantity: '0.006',
        quantityUnit: 'base',
        price: '94500.5',
        timeInForce: 'postOnly',
        reduceOnly: true,
        accountType: 1,
        clientOrderId: 'web-new',
      },
    });
  });

  it('keeps a hedge-mode open order’s leg, time in force and TP/SL preset', () => {
    const openLong: WireOrder = {
      ...limitBuy,
      side: 'openLong',
      filledQuantity: '0',
      tif: 'GTC',
      reduceOnly: false,
      tpTrigger: '99000.0',
      tpPrice: null,
      slTrigger: '90000.0',
      slPrice: '89900.0',
    };
    expect(buildAmendedOrderRequest(openLong, '96000', 'web-new')).toEqual({
      ok: true,
      value: {
        contractId: 1,
        side: 'openLong',
        orderType: 1,
        quantity: '0.01',
        quantityUnit: 'base',
        price: '96000',
        timeInForce: 'GTC',
        tp: { triggerPrice: '99000' },
        sl: { triggerPrice: '90000', price: '89900' },
        accountType: 1,
        clientOrderId: 'web-new',
      },
    });
  });

  it('sends no reduce-only flag with a hedge close side, which reduces by itself', () => {
    const closeShort: WireOrder = { ...limitBuy, side: 'closeShort', reduceOnly: true };
    const built = buildAmendedOrderRequest(closeShort, '94000', 'web-new');
    expect(built.ok && built.value.side).toBe('closeShort');
    expect(built.ok && 'reduceOnly' in built.value).toBe(false);
  });

  it('moves a conditional market order’s trigger price and keeps what it triggers by', () => {
    const stopSell: WireOrder = {
      ...limitBuy,
      type: 4,
      side: 'sell',
      price: null,
      tif: 'IOC',
      reduceOnly: false,
      filledQuantity: '0',
      triggerPrice: '90000.0',
      triggerBy: 'mark',
    };
    expect(buildAmendedOrderRequest(stopSell, '89000', 'web-new')).toEqual({
      ok: true,
      value: {
        contractId: 1,
        side: 'sell',
        orderType: 4,
        quantity: '0.01',
        quantityUnit: 'base',
        triggerPrice: '89000',
        triggerBy: 'mark',
        accountType: 1,
        clientOrderId: 'web-new',
      },
    });
  });

  it('moves a conditional limit order’s limit price (the line the chart draws) and keeps its trigger', () => {
    const conditionalLimit: WireOrder = {
      ...limitBuy,
      type: 2,
      tif: 'GTC',
      reduceOnly: false,
      filledQuantity: '0',
      price: '95100.0',
      triggerPrice: '95000.0',
      triggerBy: 'last',
    };
    expect(buildAmendedOrderRequest(conditionalLimit, '95200', 'web-new')).toEqual({
      ok: true,
      value: {
        contractId: 1,
        side: 'buy',
        orderType: 2,
        quantity: '0.01',
        quantityUnit: 'base',
        price: '95200',
        triggerPrice: '95000',
        triggerBy: 'last',
        timeInForce: 'GTC',
        accountType: 1,
        clientOrderId: 'web-new',
      },
    });
  });

  it('passes on the refusal of an order it cannot move', () => {
    expect(buildAmendedOrderRequest(limitBuy, '95000.0', 'web-new')).toEqual({
      ok: false,
      reason: 'samePrice',
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
