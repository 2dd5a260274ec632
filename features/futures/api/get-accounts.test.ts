import { describe, expect, it } from 'vitest';
import { availableOf, futuresEquityOf, type FuturesAccount } from './get-accounts';
import { wireAccount, wireAccountAsset } from '@/lib/test-utils/wire-balance';

const account = (at: FuturesAccount['at'], assets: FuturesAccount['assets']): FuturesAccount =>
  wireAccount({ at, assets });

describe('futures account figures', () => {
  it('sums the equity of every account in USDT, the wallet where no equity is listed', () => {
    const accounts = [
      account(1, [
        wireAccountAsset({ avail: '90.5', equity: '100.10000001' }),
        wireAccountAsset({ cid: 2, avail: '1', equity: '5' }),
      ]),
      account(10, [wireAccountAsset({ avail: '0', wallet: '20.2' })]),
    ];
    expect(futuresEquityOf(accounts)).toBe('120.30000001');
    expect(availableOf(accounts)).toBe('90.5');
  });

  it('has no equity before futures are opened', () => {
    expect(futuresEquityOf([])).toBeUndefined();
    expect(futuresEquityOf(undefined)).toBeUndefined();
  });
});
