import type { WirePosition } from '@/lib/contract/wire/match';
import { Decimal } from '@/lib/decimal';

/**
 * A whole match 3012 row, as the server's `positionWire` builds it (lib/contract/wire/match): a
 * 0.01 BTC cross long at 20x, entered and marked at 90 000, unless `overrides` say otherwise.
 * The cost is size × entry price (an entry on the tick grid) unless given.
 */
export function wirePosition(overrides: Partial<WirePosition> = {}): WirePosition {
  const row: WirePosition = {
    positionId: 1,
    accountType: 1,
    contractId: 1,
    side: 1,
    hedge: false,
    size: '0.01',
    entryPrice: '90000',
    isolated: false,
    leverage: 20,
    margin: '45',
    markPrice: '90000',
    upnl: '0',
    realizedPnl: '0',
    fees: '0',
    funding: '0',
    maintenanceMargin: '3.6',
    mmr: '0.004',
    riskRate: '0',
    roi: '0',
    liquidationPrice: null,
    breakevenPrice: null,
    tpTrigger: null,
    slTrigger: null,
    openedAt: 0,
    autoCloseAt: null,
    updatedAt: 0,
    ...overrides,
    cost: '0',
  };
  row.cost = overrides.cost ?? new Decimal(row.size).times(row.entryPrice).toFixed();
  return row;
}
