/**
 * The futures account summary (equity, available, used margin, frozen, unrealised PnL) from the
 * account's balance, its positions and the live mark prices. The sums follow the engine's
 * account risk (server/engine/accounts.ts accountRisk), so the numbers move with the mark between
 * balance messages and land where the next balance message puts them:
 *   cross equity = wallet + Σ cross uPnL;  available = cross equity − Σ cross initial margin (at
 *   the mark) − frozen;  equity = cross equity + Σ isolated margin.
 */
import type { Account, AssetBalance, MarketIndicator, Position } from '@/features/realtime';
import { initialMargin, marginRatio } from '@/lib/contract/risk';
import { Decimal } from '@/lib/decimal';
import { decimalOrNull, fromMoney, fromRate, toMoney, type ContractTerms } from './contract-terms';
import { toPositionRow, type PositionRow } from './position-row';

/** The account's 3002 balance row. */
export type AccountBalance = AssetBalance;

export interface AccountSummaryInput {
  balance?: AccountBalance | null;
  /** The indicator topic's account (assets with avail and upnl), used when no balance arrived. */
  account?: Account | null;
  /** The account's open positions. */
  positions: readonly Position[];
  contractOf: (contractId: number) => ContractTerms | null | undefined;
  indicatorOf: (contractId: number) => MarketIndicator | null | undefined;
}

export interface AccountSummary {
  equity: Decimal | null;
  available: Decimal | null;
  /** Cross initial margin at the mark plus isolated margin. */
  usedMargin: Decimal | null;
  /** Frozen by open orders. */
  frozen: Decimal | null;
  unrealisedPnl: Decimal | null;
  /** Wallet + cross uPnL: what backs every cross position. */
  crossEquity: Decimal | null;
  crossMaintenance: Decimal | null;
  /** Cross maintenance ÷ cross equity; liquidation at 1. */
  riskRate: Decimal | null;
  /**
   * Margin backing one contract's cross positions in the liquidation formula: wallet plus the
   * other contracts' cross uPnL less their maintenance margin (the engine's
   * crossMarginExcluding). Pass it to toPositionRow as `crossMargin`.
   */
  crossMarginFor: (contractId: number) => Decimal | null;
}

interface Leg {
  contractId: number;
  row: PositionRow;
}

function firstAsset(account: Account | null | undefined) {
  return account?.assets?.[0];
}

export function summarizeAccount(input: AccountSummaryInput): AccountSummary {
  const legs: Leg[] = [];
  let complete = true;
  for (const raw of input.positions) {
    const contractId = raw.contractId;
    const contract = input.contractOf(contractId);
    // Without the contract nothing is worked out live: the account shows the server's figures.
    if (!contract) {
      complete = false;
      continue;
    }
    const row = toPositionRow(raw, contract, input.indicatorOf(contractId));
    if (row.unrealisedPnl === null || row.maintenanceMargin === null) complete = false;
    legs.push({ contractId, row });
  }

  let upnl = 0n;
  let crossUpnl = 0n;
  let crossInitial = 0n;
  let crossMaintenance = 0n;
  let isolatedMargin = 0n;
  for (const { row } of legs) {
    const u = row.unrealisedPnl === null ? 0n : toMoney(row.unrealisedPnl);
    upnl += u;
    if (row.marginMode === 'isolated') {
      isolatedMargin += row.margin === null ? 0n : toMoney(row.margin);
      continue;
    }
    crossUpnl += u;
    if (row.notional !== null && row.leverage !== null) {
      crossInitial += initialMargin(toMoney(row.notional), row.leverage);
    } else complete = false;
    crossMaintenance += row.maintenanceMargin === null ? 0n : toMoney(row.maintenanceMargin);
  }

  const balance = input.balance ?? null;
  const asset = firstAsset(input.account);
  const wallet = decimalOrNull(balance?.wallet);
  const frozen = decimalOrNull(balance?.frozen);
  const summary: AccountSummary = {
    equity: decimalOrNull(balance?.equity),
    available: decimalOrNull(balance?.real) ?? decimalOrNull(asset?.avail),
    usedMargin: null,
    frozen,
    // Before the position list arrives the server's figure is the only one there is.
    unrealisedPnl:
      complete && legs.length > 0
        ? fromMoney(upnl)
        : (decimalOrNull(balance?.upnl) ??
          decimalOrNull(asset?.upnl) ??
          (complete ? fromMoney(0n) : null)),
    crossEquity: null,
    crossMaintenance: complete
      ? fromMoney(crossMaintenance)
      : decimalOrNull(balance?.maintenanceMargin),
    riskRate: null,
    crossMarginFor: () => null,
  };
  // Live figures need the wallet and every position priced; otherwise the server's stand.
  if (wallet === null || !complete) return summary;

  const walletMoney = toMoney(wallet);
  const crossEquity = walletMoney + crossUpnl;
  const frozenMoney = frozen === null ? 0n : toMoney(frozen);
  summary.crossEquity = fromMoney(crossEquity);
  summary.equity = fromMoney(crossEquity + isolatedMargin);
  summary.available = fromMoney(crossEquity - crossInitial - frozenMoney);
  summary.usedMargin = fromMoney(crossInitial + isolatedMargin);
  summary.riskRate = fromRate(marginRatio(crossMaintenance, crossEquity));
  summary.crossMarginFor = (contractId) => {
    let margin = walletMoney;
    for (const leg of legs) {
      if (leg.contractId === contractId || leg.row.marginMode === 'isolated') continue;
      margin += toMoney(leg.row.unrealisedPnl ?? new Decimal(0));
      margin -= toMoney(leg.row.maintenanceMargin ?? new Decimal(0));
    }
    return fromMoney(margin);
  };
  return summary;
}
