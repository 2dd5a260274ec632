import { livePositionOf } from '@/features/realtime';
import type { WirePosition } from '@/lib/contract/wire/match';
import { wirePosition } from '@/lib/test-utils/wire-position';
import { referenceContract } from './test-contracts';
import { toPositionRow } from './position-row';

const btc = referenceContract('BTC');
const mark = (mp: string) => ({ cid: 1, mp });

/** The store's row of a wire position (cost: size × entry unless given). */
const position = (fields: Partial<WirePosition>) => livePositionOf(wirePosition(fields));

const isolatedLongFields = {
  positionId: 11,
  contractId: 1,
  side: 1,
  size: '0.5',
  entryPrice: '60000',
  isolated: true,
  leverage: 10,
  margin: '3000',
  realizedPnl: '0',
  fees: '15',
  funding: '0',
  tpTrigger: '65000',
  slTrigger: null,
} satisfies Partial<WirePosition>;
const isolatedLong = position(isolatedLongFields);

describe('an isolated long position', () => {
  const row = toPositionRow(isolatedLong, btc, mark('61000'));

  it('shows its side, size in contracts and base, margin mode and leverage', () => {
    expect(row.side).toBe('long');
    expect(row.contracts?.toString()).toBe('500');
    expect(row.size?.toString()).toBe('0.5');
    expect(row.marginMode).toBe('isolated');
    expect(row.leverage).toBe(10);
  });

  it('values the position at the live mark price', () => {
    expect(row.markPrice?.toString()).toBe('61000');
    expect(row.notional?.toString()).toBe('30500');
    expect(row.margin?.toString()).toBe('3000');
    expect(row.unrealisedPnl?.toString()).toBe('500');
    expect(row.roi?.toString()).toBe('0.16666666');
  });

  it('takes the maintenance margin rate from the first risk tier', () => {
    expect(row.maintenanceMarginRate?.toString()).toBe('0.004');
    expect(row.maintenanceMargin?.toString()).toBe('122');
    // 122 / (3000 + 500), rounded up as the engine does.
    expect(row.riskRate?.toString()).toBe('0.03485715');
  });

  it('estimates liquidation where equity meets maintenance, rounded up to a tick', () => {
    // 3000 + 0.5 (p − 60000) = 0.004 × 0.5 p  →  p = 54216.87…
    expect(row.liquidationPrice?.toString()).toBe('54216.9');
  });

  it('puts breakeven above entry by the fees paid and the closing taker fee', () => {
    // (30000 + 15) / (0.5 × (1 − 0.0005)) = 60060.03…
    expect(row.breakevenPrice?.toString()).toBe('60060');
  });

  it('shows its take-profit and no stop-loss', () => {
    expect(row.takeProfitPrice?.toString()).toBe('65000');
    expect(row.stopLossPrice).toBeNull();
  });

  it('follows the mark price as it moves', () => {
    const lower = toPositionRow(isolatedLong, btc, mark('59000'));
    expect(lower.unrealisedPnl?.toString()).toBe('-500');
    expect(lower.roi?.toString()).toBe('-0.16666666');
  });
});

describe('a short position', () => {
  const short = position({ ...isolatedLongFields, side: -1, size: '-0.5' });

  it('gains when the price falls and liquidates above entry, rounded down to a tick', () => {
    const row = toPositionRow(short, btc, mark('59000'));
    expect(row.side).toBe('short');
    expect(row.size?.toString()).toBe('0.5');
    expect(row.unrealisedPnl?.toString()).toBe('500');
    // 3000 + 0.5 (60000 − p) = 0.002 p  →  p = 65737.05…
    expect(row.liquidationPrice?.toString()).toBe('65737');
  });

  it('has no side once closed (the engine’s last row: size 0, side 0)', () => {
    const closed = toPositionRow(
      position({ ...isolatedLongFields, side: 0, size: '0' }),
      btc,
      mark('59000'),
    );
    expect(closed.side).toBeNull();
    expect(closed.contracts).toBeNull();
  });
});

describe('a cross position', () => {
  const crossFields = { ...isolatedLongFields, isolated: false, margin: '0' };
  const cross = position(crossFields);

  it('shows its initial margin: position value ÷ leverage', () => {
    expect(toPositionRow(cross, btc, mark('61000')).margin?.toString()).toBe('3000');
  });

  it('liquidates against the margin the account backs it with', () => {
    const row = toPositionRow(cross, btc, mark('61000'), { crossMargin: '10000' });
    // 10000 + 0.5 (p − 60000) = 0.002 p  →  p = 40160.64…
    expect(row.liquidationPrice?.toString()).toBe('40160.7');
  });

  it('takes its risk rate from the whole account', () => {
    const row = toPositionRow(cross, btc, mark('61000'), {
      crossEquity: '10500',
      crossMaintenance: '122',
    });
    expect(row.riskRate?.toString()).toBe('0.01161905');
  });

  it('shows the server estimate when the account margin is not known yet', () => {
    const row = toPositionRow(
      position({ ...crossFields, liquidationPrice: '41000' }),
      btc,
      mark('61000'),
    );
    expect(row.liquidationPrice?.toString()).toBe('41000');
  });
});

describe('a large position', () => {
  it('uses the maintenance margin rate and amount of its higher tier', () => {
    const row = toPositionRow(
      position({ ...isolatedLongFields, size: '100', margin: '700000', leverage: 10 }),
      btc,
      mark('61000'),
    );
    // 6.1 M falls in the 3 M – 15 M tier: 2.5 %, less the tier's maintenance amount of 46 300.
    expect(row.maintenanceMarginRate?.toString()).toBe('0.025');
    expect(row.maintenanceMargin?.toString()).toBe('106200');
  });
});

describe('figures the position cannot give', () => {
  it('are nulls: no entry or mark price yet, no trigger', () => {
    const row = toPositionRow(
      position({ positionId: 3, entryPrice: '0', markPrice: '0', tpTrigger: null }),
      btc,
      undefined,
    );
    expect(row.id).toBe('3');
    for (const label of ['entryPrice', 'markPrice', 'notional', 'takeProfitPrice'] as const) {
      expect(row[label], label).toBeNull();
    }
  });

  it('keep what the wire sent when the contract is unknown', () => {
    const row = toPositionRow(
      position({ ...isolatedLongFields, upnl: '12.5' }),
      undefined,
      mark('61000'),
    );
    expect(row.unrealisedPnl?.toString()).toBe('12.5');
    expect(row.liquidationPrice).toBeNull();
    expect(row.contracts).toBeNull();
  });

  it('take the wire’s mark price when no indicator has arrived', () => {
    const row = toPositionRow(position({ ...isolatedLongFields, markPrice: '61000' }), btc, null);
    expect(row.side).toBe('long');
    expect(row.markPrice?.toString()).toBe('61000');
    expect(row.unrealisedPnl?.toString()).toBe('500');
  });
});

describe('a position entered at several prices', () => {
  // 0.001 BTC at 60 000.0, 60 000.1 and 60 000.1: a cost of 180.0002 USDT, an average entry of
  // 60 000.0666…, which the wire shows to the tick as 60 000.1 (a cost of 180.0003 if rebuilt).
  const averaged = position({
    size: '0.003',
    entryPrice: '60000.1',
    cost: '180.0002',
    isolated: true,
    leverage: 10,
    margin: '18.00002',
    realizedPnl: '0',
    fees: '0',
    funding: '0',
  });

  it('values it from the engine’s exact cost, not from the rounded entry price', () => {
    const row = toPositionRow(averaged, btc, mark('61000'));
    expect(row.entryPrice?.toString()).toBe('60000.1');
    // 0.003 × 61 000 − 180.0002, as the engine and the ledger count it.
    expect(row.unrealisedPnl?.toString()).toBe('2.9998');
    expect(row.initialMargin?.toString()).toBe('18.00002');
  });
});
