import { contracts, spotSymbols, type ContractReference } from '../../lib/contract/reference-data';
import { tickGrid, type TickGrid } from './decimal';
import { decimalScale } from '../../lib/contract/fixed-point';
import { futuresMinuteNotional, spotMinuteNotional } from './simulated-activity';

/**
 * Every book that has candles: each perpetual contract (keyed by contractId) and each spot symbol
 * (keyed by instrumentId). A spot symbol follows the index path of the contract on the same base
 * asset, with its own price grid and volume.
 */
export interface CandleSeries {
  market: 'future' | 'spot';
  instrumentId: number;
  /** contractId whose simulated index path the series follows. */
  contractId: number;
  grid: TickGrid;
  tickSize: string;
  /** Tick size as a float, only to quantise simulator output. */
  tickSizeFloat: number;
  /** Decimals of the volume column. */
  volumeScale: number;
  /** Volume is a whole number of these units (one lot for futures, one smallest unit for spot). */
  volumeStepUnits: number;
  /** Mean traded value per minute in USDT (`simulated-activity.ts`), to size simulated volume. */
  minuteNotional: number;
}

function futureSeries(contract: ContractReference): CandleSeries {
  const volumeScale = decimalScale(contract.contractSize);
  return {
    market: 'future',
    instrumentId: contract.contractId,
    contractId: contract.contractId,
    grid: tickGrid(contract.tickSize, contract.priceScale),
    tickSize: contract.tickSize,
    tickSizeFloat: Number(contract.tickSize),
    volumeScale,
    volumeStepUnits: Number(contract.contractSize) * 10 ** volumeScale,
    minuteNotional: futuresMinuteNotional(contract),
  };
}

export function buildCandleSeries(): CandleSeries[] {
  const byBase = new Map(contracts.map((c) => [c.baseAsset, c]));
  const series = contracts.map(futureSeries);
  for (const symbol of spotSymbols) {
    const contract = byBase.get(symbol.baseCurrency);
    if (!contract) continue;
    const tick =
      symbol.pricePrecision === 0 ? '1' : `0.${'1'.padStart(symbol.pricePrecision, '0')}`;
    series.push({
      market: 'spot',
      instrumentId: symbol.instrumentId,
      contractId: contract.contractId,
      grid: tickGrid(tick, symbol.pricePrecision),
      tickSize: tick,
      tickSizeFloat: 10 ** -symbol.pricePrecision,
      volumeScale: symbol.amountPrecision,
      volumeStepUnits: 1,
      minuteNotional: spotMinuteNotional(contract),
    });
  }
  return series;
}
