/**
 * One row of the positions table, every label of the spec's position computed from the store's
 * position (its figures already Decimals, its exact cost in money units), the contract and the
 * live mark price: only what moves with the mark is computed here. Amounts are Decimals, rates are fractions
 * (0.0123 for 1.23 %, as lib/format's formatPercent takes them); anything the inputs cannot give
 * is null, never NaN.
 */
import type { MarketIndicator, Numeric, Position } from '@/features/realtime';
import {
  breakevenPrice,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  marginRatio,
  notionalOf,
  roi,
  tierFor,
  unrealizedPnl,
} from '@/lib/contract/risk';
import type { Decimal } from '@/lib/decimal';
import {
  decimalOrNull,
  engineTerms,
  fractionToPrice,
  fromMoney,
  fromRate,
  fromTicks,
  positiveOrNull,
  toMoney,
  toTicks,
  type ContractTerms,
} from './contract-terms';

export type PositionSide = 'long' | 'short';
export type MarginMode = 'isolated' | 'cross';

export interface PositionRow {
  id: string | null;
  contractId: number | null;
  side: PositionSide | null;
  marginMode: MarginMode | null;
  leverage: number | null;
  /** Size in contracts (lots). */
  contracts: Decimal | null;
  /** Size in the base asset, unsigned. */
  size: Decimal | null;
  /** The average entry to the tick, as the wire shows it. */
  entryPrice: Decimal | null;
  /**
   * What the position cost: size × the average entry, exact (the engine's cost, unsigned), where
   * the entry price is rounded to a tick. PnL is measured from it, so a dialog's estimate agrees
   * with the row's uPnL.
   */
  entryValue: Decimal;
  markPrice: Decimal | null;
  /** Size × mark price. */
  notional: Decimal | null;
  /** Isolated: the position's margin; cross: its initial margin (cost ÷ leverage). */
  margin: Decimal | null;
  /**
   * Cost ÷ leverage, whatever margin was added or removed since: what ROE is measured on, in
   * the table and in every dialog's estimate.
   */
  initialMargin: Decimal | null;
  unrealisedPnl: Decimal | null;
  /** Unrealised PnL ÷ initial margin. */
  roi: Decimal | null;
  realisedPnl: Decimal | null;
  /** Where closing at the taker fee brings realised PnL, fees and funding so far to zero. */
  breakevenPrice: Decimal | null;
  /** The maintenance margin rate of the risk tier the notional at the mark falls in. */
  maintenanceMarginRate: Decimal | null;
  maintenanceMargin: Decimal | null;
  liquidationPrice: Decimal | null;
  /** Maintenance margin ÷ margin equity; liquidation at 1 (100 %). */
  riskRate: Decimal | null;
  takeProfitPrice: Decimal | null;
  stopLossPrice: Decimal | null;
}

export interface PositionRowOptions {
  /**
   * Cross only: the margin backing this contract in the liquidation formula (wallet balance plus
   * the other cross positions' unrealised PnL less their maintenance margin). Without it the
   * server's estimate is shown.
   */
  crossMargin?: Numeric;
  /** Cross only: the account's margin equity and maintenance margin, for the risk rate. */
  crossEquity?: Numeric;
  crossMaintenance?: Numeric;
}

function sideOf(raw: Position): PositionSide | null {
  if (raw.side === 1) return 'long';
  if (raw.side === -1) return 'short';
  return null;
}

const positive = (value: Decimal | null) => (value !== null && value.greaterThan(0) ? value : null);

export function toPositionRow(
  raw: Position,
  contract: ContractTerms | null | undefined,
  indicator: MarketIndicator | null | undefined,
  options: PositionRowOptions = {},
): PositionRow {
  const side = sideOf(raw);
  const size = raw.size.abs();
  const entryPrice = positive(raw.entryPrice);
  const markPrice = positiveOrNull(indicator?.mp) ?? positive(raw.markPrice);
  const marginMode: MarginMode = raw.isolated ? 'isolated' : 'cross';
  const leverage = raw.leverage > 0 ? raw.leverage : null;

  // The server's figures at its last mark; recomputed below at the live mark where the contract
  // is known.
  const row: PositionRow = {
    id: String(raw.positionId),
    contractId: raw.contractId,
    side,
    marginMode,
    leverage,
    contracts: null,
    size,
    entryPrice,
    entryValue: fromMoney(raw.cost).abs(),
    markPrice,
    notional: markPrice !== null ? size.times(markPrice) : null,
    margin: marginMode === 'isolated' ? raw.margin : null,
    initialMargin: null,
    unrealisedPnl: raw.upnl,
    roi: raw.roi,
    realisedPnl: raw.realizedPnl,
    breakevenPrice: positive(raw.breakevenPrice),
    maintenanceMarginRate: raw.mmr,
    maintenanceMargin: raw.maintenanceMargin,
    liquidationPrice: positive(raw.liquidationPrice),
    riskRate: raw.riskRate,
    takeProfitPrice: positive(raw.tpTrigger),
    stopLossPrice: positive(raw.slTrigger),
  };

  const terms = engineTerms(contract);
  if (terms === null || side === null || size.isZero()) return row;
  const lotsDecimal = size.dividedBy(terms.contractSize);
  row.contracts = lotsDecimal;
  if (!lotsDecimal.isInteger()) return row;
  const lots = lotsDecimal.toNumber();
  const sign = side === 'long' ? 1 : -1;

  // The engine's exact cost (signed as the size), not one rebuilt from the rounded entry price.
  const cost = raw.cost;
  const initial = leverage === null ? null : initialMargin(cost < 0n ? -cost : cost, leverage);
  if (initial !== null) row.initialMargin = fromMoney(initial);
  if (marginMode === 'cross' && initial !== null) row.margin = fromMoney(initial);

  if (markPrice !== null) {
    const markTicks = toTicks(markPrice, terms);
    const notional = notionalOf(lots, markTicks, terms.valuePerLotTick);
    const mm = maintenanceMargin(terms.tiers, notional);
    row.maintenanceMargin = fromMoney(mm);
    row.maintenanceMarginRate = fromRate(tierFor(terms.tiers, notional).mmr);
    const upnl = unrealizedPnl(sign * lots, cost, markTicks, terms.valuePerLotTick);
    row.unrealisedPnl = fromMoney(upnl);
    if (initial !== null) row.roi = fromRate(roi(upnl, initial));
    if (marginMode === 'isolated') {
      row.riskRate = fromRate(marginRatio(mm, toMoney(raw.margin) + upnl));
    }
  }
  if (marginMode === 'cross') {
    const equity = decimalOrNull(options.crossEquity);
    const maintenance = decimalOrNull(options.crossMaintenance);
    if (equity !== null && maintenance !== null) {
      row.riskRate = fromRate(marginRatio(toMoney(maintenance), toMoney(equity)));
    }
  }

  const be = breakevenPrice(
    sign,
    lots,
    cost,
    toMoney(raw.realizedPnl.minus(raw.fees).minus(raw.funding)),
    terms.takerFeeRate,
    terms.valuePerLotTick,
  );
  row.breakevenPrice = be === null ? null : fractionToPrice(be, terms);
  const margin =
    marginMode === 'isolated' ? raw.margin : decimalOrNull(options.crossMargin ?? null);
  if (margin !== null) {
    const absCost = cost < 0n ? -cost : cost;
    const result = liquidationPrice({
      longLots: sign === 1 ? lots : 0,
      longCost: sign === 1 ? absCost : 0n,
      shortLots: sign === -1 ? lots : 0,
      shortCost: sign === -1 ? absCost : 0n,
      margin: toMoney(margin),
      valuePerLotTick: terms.valuePerLotTick,
      tiers: terms.tiers,
    });
    row.liquidationPrice = result.kind === 'price' ? fromTicks(result.ticks, terms) : null;
  }
  return row;
}
