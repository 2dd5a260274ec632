import type { WireTrade } from '@/lib/contract/wire/match';

/**
 * A whole row of future/trade/history, as the server's trade history builds it: the taker's
 * buy of 0.01 BTC at 100 000 by order 900 of the futures account, unless `overrides` say
 * otherwise.
 */
export function wireTrade(overrides: Partial<WireTrade> = {}): WireTrade {
  return {
    tradeId: 1,
    orderId: 900,
    contractId: 1,
    accountType: 1,
    side: 'buy',
    orderSide: 'buy',
    price: '100000.0',
    quantity: '0.010',
    fee: '0.50000000',
    role: 'taker',
    realizedPnl: null,
    time: 1_700_000_000_000,
    ...overrides,
  };
}
