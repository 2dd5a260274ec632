/**
 * One row of the positions table, every label of the spec's position computed from the wire
 * position, the contract and the live mark price. Amounts are Decimals, rates are fractions
 * (0.0123 for 1.23 %, as lib/format's formatPercent takes them); anything the inputs cannot give
 * is null, never NaN.
 */
import type { MarketIndicator, Numeric, Position, PositionConfig } from '@/features/realtime';
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
  costOf,
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
  entryPrice: Decimal | null;
  markPrice: Decimal | null;
  /** Size × mark price. */
  notional: Decimal | null;
  /** Isolated: the position's margin; cross: its initial margin (cost ÷ leverage). */
  margin: Decimal | null;
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
  /** The contract's position config, for the margin mode and leverage the row may lack. */
  config?: Pick<PositionConfig, 'isolated' | 'leverage'>;
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

function firstDefined(raw: Position, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = raw[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function sideOf(raw: Position, signedSize: Decimal | null): PositionSide | null {
  const side = raw.side ?? raw.direction;
  if (side === 1 || side === '1') return 'long';
  if (side === -1 || side === '-1' || side === 2 || side === '2') return 'short';
  if (typeof side === 'string') {
    const text = side.toUpperCase();
    if (text === 'LONG' || text === 'BUY') return 'long';
    if (text === 'SHORT' || text === 'SELL') return 'short';
  }
  if (signedSize === null || signedSize.isZero()) return null;
  return signedSize.isNegative() ? 'short' : 'long';
}

function marginModeOf(raw: Position, options: PositionRowOptions): MarginMode | null {
  const isolated = raw.isolated ?? raw.marginMode ?? options.config?.isolated;
  if (isolated === true || isolated === 1 || isolated === 'isolated') return 'isolated';
  if (isolated === false || isolated === 0 || isolated === 'cross') return 'cross';
  return null;
}

function leverageOf(raw: Position, options: PositionRowOptions): number | null {
  const leverage = positiveOrNull(raw.leverage ?? raw.lever ?? options.config?.leverage);
  return leverage !== null && leverage.isInteger() ? leverage.toNumber() : null;
}

function idOf(raw: Position): string | null {
  const id = raw.id ?? raw.positionId ?? raw.pid;
  return id === undefined || id === null ? null : String(id);
}

export function toPositionRow(
  raw: Position,
  contract: ContractTerms | null | undefined,
  indicator: MarketIndicator | null | undefined,
  options: PositionRowOptions = {},
): PositionRow {
  const signedSize = decimalOrNull(firstDefined(raw, 'size', 'holding', 'positionSize'));
  const side = sideOf(raw, signedSize);
  const size = signedSize === null ? null : signedSize.abs();
  const entryPrice = positiveOrNull(
    firstDefined(raw, 'entryPrice', 'openPrice', 'avgPrice', 'averagePrice'),
  );
  const markPrice = positiveOrNull(indicator?.mp) ?? positiveOrNull(raw.markPrice);
  const marginMode = marginModeOf(raw, options);
  const leverage = leverageOf(raw, options);
  const wireMargin = decimalOrNull(raw.margin);
  const realisedPnl = decimalOrNull(firstDefined(raw, 'realizedPnl', 'realisedPnl', 'rpnl'));
  const fees = decimalOrNull(raw.fees) ?? decimalOrNull(0);
  const funding = decimalOrNull(raw.funding) ?? decimalOrNull(0);

  const row: PositionRow = {
    id: idOf(raw),
    contractId: positiveOrNull(raw.contractId)?.toNumber() ?? null,
    side,
    marginMode,
    leverage,
    contracts: null,
    size,
    entryPrice,
    markPrice,
    notional: size !== null && markPrice !== null ? size.times(markPrice) : null,
    margin: marginMode === 'isolated' ? wireMargin : null,
    unrealisedPnl: decimalOrNull(raw.upnl),
    roi: decimalOrNull(raw.roi),
    realisedPnl,
    breakevenPrice: positiveOrNull(raw.breakevenPrice),
    maintenanceMarginRate: decimalOrNull(raw.mmr),
    maintenanceMargin: decimalOrNull(raw.maintenanceMargin),
    liquidationPrice: positiveOrNull(raw.liquidationPrice),
    riskRate: decimalOrNull(raw.riskRate),
    takeProfitPrice: positiveOrNull(firstDefined(raw, 'tpTrigger', 'takeProfitPrice')),
    stopLossPrice: positiveOrNull(firstDefined(raw, 'slTrigger', 'stopLossPrice')),
  };

  const terms = engineTerms(contract);
  if (terms === null || size === null || side === null || size.isZero()) return row;
  const lotsDecimal = size.dividedBy(terms.contractSize);
  row.contracts = lotsDecimal;
  if (!lotsDecimal.isInteger()) return row;
  const lots = lotsDecimal.toNumber();
  const sign = side === 'long' ? 1 : -1;

  // The engine works from cost; the wire sends the entry price, so cost is rebuilt from it.
  const cost = entryPrice === null ? null : costOf(sign * lots, entryPrice, terms);
  const initial =
    cost === null || leverage === null ? null : initialMargin(cost < 0n ? -cost : cost, leverage);
  if (marginMode === 'cross' && initial !== null) row.margin = fromMoney(initial);

  let markTicks: number | null = null;
  if (markPrice !== null) {
    markTicks = toTicks(markPrice, terms);
    const notional = notionalOf(lots, markTicks, terms.valuePerLotTick);
    const mm = maintenanceMargin(terms.tiers, notional);
    row.maintenanceMargin = fromMoney(mm);
    row.maintenanceMarginRate = fromRate(tierFor(terms.tiers, notional).mmr);
    if (cost !== null) {
      const upnl = unrealizedPnl(sign * lots, cost, markTicks, terms.valuePerLotTick);
      row.unrealisedPnl = fromMoney(upnl);
      if (initial !== null) row.roi = fromRate(roi(upnl, initial));
      if (marginMode === 'isolated' && wireMargin !== null) {
        row.riskRate = fromRate(marginRatio(mm, toMoney(wireMargin) + upnl));
      }
    }
  }
  if (marginMode === 'cross') {
    const equity = decimalOrNull(options.crossEquity);
    const maintenance = decimalOrNull(options.crossMaintenance);
    if (equity !== null && maintenance !== null) {
      row.riskRate = fromRate(marginRatio(toMoney(maintenance), toMoney(equity)));
    }
  }

  if (cost !== null) {
    if (realisedPnl !== null && fees !== null && funding !== null) {
      const be = breakevenPrice(
        sign,
        lots,
        cost,
        toMoney(realisedPnl.minus(fees).minus(funding)),
        terms.takerFeeRate,
        terms.valuePerLotTick,
      );
      row.breakevenPrice = be === null ? null : fractionToPrice(be, terms);
    }
    const margin =
      marginMode === 'isolated' ? wireMargin : decimalOrNull(options.crossMargin ?? null);
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
  }
  return row;
}
