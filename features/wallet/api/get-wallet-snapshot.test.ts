import { describe, expect, it } from 'vitest';
import { createRealtimeStore } from '@/features/realtime';
import { wireAccount, wireAccountAsset, wireBalance } from '@/lib/test-utils/wire-balance';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { seedWalletSnapshot } from './get-wallet-snapshot';

describe('the wallet snapshot written into the realtime store', () => {
  it('ends a position the store holds but the snapshot no longer lists, and keeps the listed one', () => {
    const store = createRealtimeStore();
    store.getState().messagesReceived([
      {
        topic: 'match',
        payload: {
          type: 3012,
          data: [wirePosition({ positionId: 4 }), wirePosition({ positionId: 5 })],
        },
      },
    ]);
    seedWalletSnapshot(store, {
      spot: [{ currencyId: 1, real: '12.5', trade: '12.5', frozen: '0' }],
      accounts: [
        wireAccount({
          assets: [wireAccountAsset({ wallet: '800', avail: '650', frozen: '100', margin: '130' })],
          posis: [wirePosition({ positionId: 5, size: '0.02' })],
        }),
      ],
    });
    const state = store.getState();
    expect(state.positions.map((p) => [p.positionId, p.size.toFixed()])).toEqual([[5, '0.02']]);
    // Each wallet as the 3002 row the socket would send: the spot wallet's, and the futures
    // account's with its isolated margin apart from the margin its orders hold.
    expect(state.balances['spot:1']).toEqual(
      wireBalance({ account: 'spot', real: '12.5', equity: '12.5' }),
    );
    expect(state.balances['1:1']).toMatchObject({
      wallet: '800',
      real: '650',
      trade: '650',
      frozen: '100',
      isolatedMargin: '30',
    });
  });
});
