import { describe, expect, it } from 'vitest';
import type { WireOrder } from '../../../lib/contract/wire/match';
import { binanceAlgoOrder, binanceOrder } from './shapes';

/** A finished conditional order as the order history answers it (the open-order shape). */
function historyRow(fields: Partial<WireOrder>): WireOrder {
  return {
    orderId: 41,
    accountType: 1,
    contractId: 1,
    positionId: 0,
    type: 4,
    side: 'sell',
    price: null,
    quantity: '0.01',
    filledQuantity: '0.01',
    averagePrice: '90500.0',
    orderStatus: 4,
    tif: 'IOC',
    reduceOnly: true,
    triggerPrice: '90500.0',
    triggerBy: 'mark',
    triggerAbove: false,
    tpTrigger: null,
    tpPrice: null,
    slTrigger: null,
    slPrice: null,
    fee: '0.36',
    clientOrderId: null,
    parentOrderId: null,
    source: 'user',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_001_000,
    ...fields,
  };
}

describe('conditional orders in Binance’s types', () => {
  it('a finished order read from history is STOP or TAKE_PROFIT by the direction it carries', () => {
    const types = (fields: Partial<WireOrder>) => {
      const row = historyRow(fields);
      return [binanceOrder(row).type, binanceAlgoOrder(row).orderType];
    };
    // A sell that fires on the way down is a stop, on the way up a take profit; a buy the reverse.
    expect(types({ side: 'sell', triggerAbove: false })).toEqual(['STOP_MARKET', 'STOP_MARKET']);
    expect(types({ side: 'sell', triggerAbove: true })).toEqual([
      'TAKE_PROFIT_MARKET',
      'TAKE_PROFIT_MARKET',
    ]);
    expect(types({ side: 'buy', triggerAbove: true })).toEqual(['STOP_MARKET', 'STOP_MARKET']);
    expect(types({ side: 'closeShort', triggerAbove: false })).toEqual([
      'TAKE_PROFIT_MARKET',
      'TAKE_PROFIT_MARKET',
    ]);
    expect(types({ type: 2, side: 'sell', triggerAbove: true, price: '90600.0' })).toEqual([
      'TAKE_PROFIT',
      'TAKE_PROFIT',
    ]);
    expect(types({ type: 2, side: 'openLong', triggerAbove: true, price: '90600.0' })).toEqual([
      'STOP',
      'STOP',
    ]);
  });

  it('a history row from before the direction was recorded reads as a stop', () => {
    expect(binanceOrder(historyRow({ triggerAbove: null })).type).toBe('STOP_MARKET');
  });

  it('limit and market orders keep their own types', () => {
    expect(binanceOrder(historyRow({ type: 1, triggerAbove: null, price: '1' })).type).toBe(
      'LIMIT',
    );
    expect(binanceOrder(historyRow({ type: 3, triggerAbove: null })).type).toBe('MARKET');
  });

  it('a position’s own TP/SL is closePosition: true; a partial leg or a user’s stop is not', () => {
    const own = historyRow({ source: 'tpsl', closePosition: true });
    expect([binanceOrder(own).closePosition, binanceAlgoOrder(own).closePosition]).toEqual([
      true,
      true,
    ]);
    for (const row of [historyRow({ source: 'tpsl', ocoOrderId: 42 }), historyRow({})])
      expect([binanceOrder(row).closePosition, binanceAlgoOrder(row).closePosition]).toEqual([
        false,
        false,
      ]);
  });
});
