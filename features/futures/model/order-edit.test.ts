import { describe, expect, it } from 'vitest';
import type { WireOrder } from '@/lib/contract/wire/match';
import { partlyFilledLimitBuy, wireOrder } from '@/lib/test-utils/wire-order';
import {
  amendInputOf,
  editableFieldsOf,
  orderEditDefaults,
  orderEditSchema,
  type OrderEditValues,
} from './order-edit';

// BTC as the reference data has it: tick 0.1, lot 0.001, at least 1 lot, at most 1 000 BTC.
const BTC = {
  tickSize: '0.1',
  contractSize: '0.001',
  minOrderLots: 1,
  minOrderValue: '100',
  maxOrderQuantity: '1000',
};

/** A limit buy of 0.010 BTC at 95 000, 0.004 filled (not reduce-only, so value and maximum apply). */
const order: WireOrder = { ...partlyFilledLimitBuy, reduceOnly: false };

const words = (key: string, values?: Record<string, string>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

function errorsOf(values: Partial<OrderEditValues>, of: WireOrder = order) {
  const parsed = orderEditSchema(of, BTC, words).safeParse({
    ...orderEditDefaults(of),
    ...values,
  });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('editableFieldsOf', () => {
  it('a limit order changes its price and quantity; a waiting stop also its trigger', () => {
    expect(editableFieldsOf(order)).toEqual({ price: true, triggerPrice: false });
    expect(editableFieldsOf(wireOrder(5, 0, { type: 4, price: null }))).toEqual({
      price: false,
      triggerPrice: true,
    });
    expect(editableFieldsOf(wireOrder(5, 0, { type: 2 }))).toEqual({
      price: true,
      triggerPrice: true,
    });
    // A conditional limit order that has fired rests as a limit order: its trigger is history.
    expect(editableFieldsOf(wireOrder(5, 2, { type: 2 }))).toEqual({
      price: true,
      triggerPrice: false,
    });
  });

  it('changes only the quantity of a trailing stop, whose trigger follows its trail', () => {
    const trailing = { ...wireOrder(5, 0, { type: 4, price: null }), callbackRate: '1.5' };
    expect(editableFieldsOf(trailing)).toEqual({ price: false, triggerPrice: false });
  });

  it('offers nothing for a TP/SL or an order the engine made', () => {
    expect(editableFieldsOf({ ...order, source: 'tpsl' })).toBeNull();
    expect(editableFieldsOf({ ...order, parentOrderId: 12 })).toBeNull();
    expect(editableFieldsOf({ ...order, type: 3 })).toBeNull();
  });
});

describe('orderEditSchema', () => {
  it('accepts the order as it stands and any price on the tick', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ price: '94999.9', quantity: '0.006' })).toEqual({});
  });

  it('refuses a price off the tick or not above 0', () => {
    expect(errorsOf({ price: '94999.95' })).toEqual({ price: 'offTick {"tick":"0.1"}' });
    expect(errorsOf({ price: '0' })).toEqual({ price: 'positive' });
    expect(errorsOf({ price: '' })).toEqual({ price: 'required' });
  });

  it('wants a total quantity on the lot and above what has filled', () => {
    expect(errorsOf({ quantity: '0.0055' })).toEqual({ quantity: 'offLot {"lot":"0.001"}' });
    expect(errorsOf({ quantity: '0.004' })).toEqual({
      quantity: 'notAboveFilled {"filled":"0.004"}',
    });
    expect(errorsOf({ quantity: '0.003' })).toEqual({
      quantity: 'notAboveFilled {"filled":"0.004"}',
    });
  });

  it('holds the unfilled part to the minimum value and the whole order to the maximum', () => {
    // 0.001 BTC left at 95 000 is 95 USDT, under 100; 0.002 left is 190.
    expect(errorsOf({ quantity: '0.005' })).toEqual({
      quantity: 'belowMinimumValue {"min":"100"}',
    });
    expect(errorsOf({ quantity: '0.006' })).toEqual({});
    expect(errorsOf({ quantity: '1000.001' })).toEqual({
      quantity: 'aboveMaximum {"max":"1000"}',
    });
    // A reduce-only order is cut to the position by the engine instead.
    expect(errorsOf({ quantity: '0.005' }, partlyFilledLimitBuy)).toEqual({});
  });

  it('checks a waiting stop’s trigger price on the tick', () => {
    const stop = wireOrder(5, 0, {
      type: 4,
      price: null,
      triggerPrice: '90000.0',
      quantity: '0.010',
    });
    expect(errorsOf({ triggerPrice: '90000.05' }, stop)).toEqual({
      triggerPrice: 'offTick {"tick":"0.1"}',
    });
    expect(errorsOf({ triggerPrice: '89000' }, stop)).toEqual({});
  });
});

describe('amendInputOf', () => {
  it('sends only what changed, as plain decimals', () => {
    expect(amendInputOf(order, { ...orderEditDefaults(order), quantity: '0.0080' })).toEqual({
      orderId: '41',
      quantity: '0.008',
    });
    expect(amendInputOf(order, { price: '94500', quantity: '0.012', triggerPrice: '' })).toEqual({
      orderId: '41',
      price: '94500',
      quantity: '0.012',
    });
  });

  it('sends nothing when nothing differs from the order', () => {
    expect(amendInputOf(order, { ...orderEditDefaults(order), price: '95000.00' })).toBeNull();
  });
});
