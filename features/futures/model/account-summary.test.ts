import { livePositionOf, type MarketIndicator } from '@/features/realtime';
import { summarizeAccount, type AccountSummaryInput } from './account-summary';
import { referenceContract } from './test-contracts';
import { wireAccount, wireAccountAsset, wireBalance } from '@/lib/test-utils/wire-balance';
import { wirePosition } from '@/lib/test-utils/wire-position';
import type { WirePosition } from '@/lib/contract/wire/match';

const livePosition = (fields: Partial<WirePosition>) => livePositionOf(wirePosition(fields));

const contracts = { 1: referenceContract('BTC'), 2: referenceContract('ETH') };
const marks: Record<number, MarketIndicator> = {
  1: { cid: 1, mp: '61000' },
  2: { cid: 2, mp: '2900' },
};

const crossBtcLong = livePosition({
  positionId: 1,
  contractId: 1,
  side: 1,
  size: '0.5',
  entryPrice: '60000',
  isolated: false,
  leverage: 10,
});
const isolatedEthShort = livePosition({
  positionId: 2,
  contractId: 2,
  side: -1,
  size: '-1',
  entryPrice: '3000',
  isolated: true,
  leverage: 5,
  margin: '600',
});

function summary(overrides: Partial<AccountSummaryInput> = {}) {
  return summarizeAccount({
    balance: wireBalance({ wallet: '10000', frozen: '100', real: '9000', upnl: '1', equity: '1' }),
    positions: [crossBtcLong, isolatedEthShort],
    contractOf: (id) => contracts[id as 1 | 2],
    indicatorOf: (id) => marks[id],
    ...overrides,
  });
}

describe('a futures account with a cross and an isolated position', () => {
  const account = summary();

  it('adds every position’s unrealised PnL at the live mark', () => {
    expect(account.unrealisedPnl?.toString()).toBe('600');
  });

  it('counts cross PnL and isolated margin in equity', () => {
    expect(account.crossEquity?.toString()).toBe('10500');
    expect(account.equity?.toString()).toBe('11100');
  });

  it('takes cross initial margin at the mark and frozen margin out of available', () => {
    // 10500 − 30500 ÷ 10 − 100
    expect(account.available?.toString()).toBe('7350');
    expect(account.usedMargin?.toString()).toBe('3650');
    expect(account.frozen?.toString()).toBe('100');
  });

  it('rates cross risk as maintenance over cross equity', () => {
    expect(account.crossMaintenance?.toString()).toBe('122');
    expect(account.riskRate?.toString()).toBe('0.01161905');
  });

  it('backs a contract’s cross position with the wallet and the other contracts’ cross legs', () => {
    expect(account.crossMarginFor(1)?.toString()).toBe('10000');
    expect(account.crossMarginFor(3)?.toString()).toBe('10378');
  });
});

describe('when the live figures cannot be computed', () => {
  it('shows the server’s PnL when a position’s contract is unknown', () => {
    const account = summary({ contractOf: () => undefined });
    expect(account.unrealisedPnl?.toString()).toBe('1');
    expect(account.available?.toString()).toBe('9000');
    expect(account.crossMarginFor(1)).toBeNull();
  });

  it('reads the indicator account’s assets when no balance has arrived', () => {
    const account = summary({
      balance: null,
      account: wireAccount({ assets: [wireAccountAsset({ avail: '42', upnl: '-3' })] }),
      positions: [],
    });
    expect(account.available?.toString()).toBe('42');
    expect(account.unrealisedPnl?.toString()).toBe('-3');
  });
});
