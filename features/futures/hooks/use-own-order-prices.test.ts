import type { Order } from '@/features/realtime';
import { wireOrder } from '@/lib/test-utils/wire-order';
import { ownOrderPrices } from './use-own-order-prices';

const order = (fields: Partial<Order>): Order => wireOrder(1, 2, fields);

describe('own order prices on the book', () => {
  it('puts buying orders on the bid side and selling ones on the ask side, once per price', () => {
    expect(
      ownOrderPrices(
        [
          order({ side: 'openLong', price: '100.5' }),
          order({ side: 'buy', price: '100.5' }),
          order({ side: 'closeShort', price: '99.0' }),
          order({ side: 'openShort', price: '101.0' }),
          order({ side: 'closeLong', price: '102.0' }),
          order({ side: 'sell', price: '103.0' }),
        ],
        1,
      ),
    ).toEqual({ bids: ['100.5', '99.0'], asks: ['101.0', '102.0', '103.0'] });
  });

  it('leaves out other contracts, conditional orders and orders without a price', () => {
    expect(
      ownOrderPrices(
        [
          order({ side: 'buy', price: '100', contractId: 2 }),
          order({ side: 'buy', price: '100', type: 2 }),
          order({ side: 'sell', price: null, type: 3 }),
        ],
        1,
      ),
    ).toEqual({ bids: [], asks: [] });
  });
});
