import { describe, expect, it } from 'vitest';
import {
  fundLeverageOf,
  inBtc,
  isSmallBalance,
  totalEquityOf,
  trialFundsOf,
  transferableOf,
  walletBalancesOf,
} from './balances';
import { wireBalance } from '@/lib/test-utils/wire-balance';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { livePositionOf } from '@/features/realtime';

describe('wallet balances', () => {
  it('lists the spot wallet first, then the futures accounts the frames name, in USDT only', () => {
    const wallets = walletBalancesOf({
      '10:1': wireBalance({
        account: 10,
        currencyId: 1,
        wallet: '80',
        real: '80',
        equity: '80',
        bonus: '50',
      }),
      '1:1': wireBalance({
        account: 1,
        currencyId: 1,
        wallet: '1000',
        real: '420',
        upnl: '20',
        frozen: '100',
        equity: '1020',
      }),
      '1:2': wireBalance({ account: 1, currencyId: 2, wallet: '9' }),
    });
    expect(wallets.map((w) => w.id)).toEqual(['spot', 1, 10]);
    expect(wallets[0]).toMatchObject({ equity: '0', available: '0', transferable: '0' });
    expect(wallets[1]).toMatchObject({
      equity: '1020',
      available: '420',
      used: '600',
      positionMargin: '500',
      frozen: '100',
      unrealizedPnl: '20',
      transferable: '420',
    });
  });

  it('lets only the user’s own money leave a bonus account, and none while a position is open', () => {
    const bonus = wireBalance({ account: 10, wallet: '80', real: '80', bonus: '50' });
    expect(transferableOf(10, bonus).toFixed()).toBe('30');
    expect(transferableOf(10, bonus, true).toFixed()).toBe('0');
    // Without a bonus left a position does not lock the account.
    expect(
      transferableOf(1, wireBalance({ wallet: '80', real: '60', bonus: '0' }), true).toFixed(),
    ).toBe('60');
    // Available may exceed the wallet with unrealized profit: only the wallet leaves.
    expect(transferableOf(1, wireBalance({ wallet: '100', real: '130' })).toFixed()).toBe('100');
    expect(transferableOf(1, wireBalance({ wallet: '100', real: '-5' })).toFixed()).toBe('0');
    expect(transferableOf('spot', wireBalance({ real: '12.5', trade: '12.5' })).toFixed()).toBe(
      '12.5',
    );
  });

  it('adds the equities exactly and values them in BTC at a price', () => {
    const wallets = walletBalancesOf({
      'spot:1': wireBalance({
        account: 'spot',
        currencyId: 1,
        real: '0.1',
        wallet: '0.1',
        equity: '0.1',
      }),
      '1:1': wireBalance({ account: 1, currencyId: 1, wallet: '0.2', real: '0.2', equity: '0.2' }),
    });
    const total = totalEquityOf(wallets);
    expect(total.toFixed()).toBe('0.3');
    expect(inBtc(total, '60000')?.toFixed(10)).toBe('0.0000050000');
    expect(inBtc(total, '0')).toBeNull();
    expect(inBtc(total, undefined)).toBeNull();
    expect(wallets.map(isSmallBalance)).toEqual([true, true]);
  });

  it('carries the leverage a voucher in use designates, and none without a voucher', () => {
    const wallets = walletBalancesOf({
      '10:1': wireBalance({
        account: 10,
        currencyId: 1,
        wallet: '150',
        real: '150',
        maxLeverage: 20,
      }),
      '11:1': wireBalance({
        account: 11,
        currencyId: 1,
        wallet: '500',
        real: '500',
        maxLeverage: null,
      }),
      '30:1': wireBalance({ account: 30, currencyId: 1, wallet: '25', real: '25' }),
    });
    expect(wallets.map((w) => [w.id, w.maxLeverage])).toEqual([
      ['spot', null],
      [10, 20],
      [30, null],
      [11, null],
    ]);
  });

  it('leaves the exchange’s trial fund out of the total and counts an open loss against it first', () => {
    const wallets = walletBalancesOf({
      'spot:1': wireBalance({
        account: 'spot',
        currencyId: 1,
        real: '100',
        wallet: '100',
        equity: '100',
      }),
      // 50 of the user's own and a 100 trial fund, a position 30 under water.
      '10:1': wireBalance({
        account: 10,
        currencyId: 1,
        wallet: '150',
        real: '90',
        upnl: '-30',
        bonus: '100',
      }),
    });
    expect(trialFundsOf(wallets).toFixed()).toBe('70');
    expect(totalEquityOf(wallets).toFixed()).toBe('150');
    // A trial fund alone, lost in full while the position is open: nothing of the user's is lost.
    const lost = walletBalancesOf({
      '10:1': wireBalance({
        account: 10,
        currencyId: 1,
        wallet: '100',
        real: '0',
        upnl: '-120',
        bonus: '100',
      }),
    });
    expect(trialFundsOf(lost).toFixed()).toBe('0');
    // A profit is the user's: the trial fund stays what is left of it.
    const profit = walletBalancesOf({
      '10:1': wireBalance({
        account: 10,
        currencyId: 1,
        wallet: '100',
        real: '100',
        upnl: '25',
        bonus: '100',
      }),
    });
    expect(trialFundsOf(profit).toFixed()).toBe('100');
    expect(totalEquityOf(profit).toFixed()).toBe('25');
  });

  it('computes fund leverage from the account’s positions at the mark price', () => {
    const positions = [
      wirePosition({
        positionId: 1,
        accountType: 1,
        contractId: 1,
        size: '0.1',
        markPrice: '90000',
      }),
      wirePosition({ positionId: 2, accountType: 1, contractId: 2, size: '-2', markPrice: '3000' }),
      wirePosition({
        positionId: 3,
        accountType: 10,
        contractId: 1,
        size: '1',
        markPrice: '90000',
      }),
    ].map(livePositionOf);
    const mark = (contractId: number) => (contractId === 1 ? '100000' : undefined);
    // 0.1 × 100 000 (live mark) + 2 × 3 000 (position's mark) = 16 000 over 4 000 equity.
    expect(fundLeverageOf(1, '4000', positions, mark)?.toFixed()).toBe('4');
    expect(fundLeverageOf(1, '0', positions, mark)).toBeNull();
    expect(fundLeverageOf(11, '100', positions, mark)?.toFixed()).toBe('0');
  });
});
