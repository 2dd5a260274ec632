import { bookSnapshot, marketView, RATE_SCALE } from '../engine';
import type {
  DepthSnapshot,
  FundingRateSnapshot,
  InsuranceFundSnapshot,
  MarketIndicator,
  MarketStateProvider,
  SpotMarketIndicator,
} from '../market/market-state';
import { ticksToPrice } from '../market/decimal';
import { formatFixed, formatScaled } from '../../lib/contract/fixed-point';
import { spotSymbols } from '../../lib/contract/reference-data';
import type { EngineHost } from './engine-host';
import type { MarketStats } from './market-stats';
import { money, price, quantity, rateText, turnover } from './units';
import { depthWire } from './wire';

/** Spot instrument id → its symbol ("BTCUSDT"): the reference data does not change at run time. */
const SPOT_SYMBOL_BY_ID = new Map(spotSymbols.map((s) => [s.instrumentId, s.symbol]));

/** The engine's live market state as the HTTP and socket layers serve it (decimal strings). */
export class EngineMarketState implements MarketStateProvider {
  constructor(
    private readonly host: EngineHost,
    private readonly stats: MarketStats,
    private readonly now: () => number,
  ) {}

  indicators(): MarketIndicator[] {
    const now = this.now();
    const out: MarketIndicator[] = [];
    for (const config of this.host.configs.values()) {
      const view = marketView(this.host.state, config.contractId);
      if (!view) continue;
      const day = this.stats.day(config.contractId, now);
      const last = view.lastPrice > 0 ? view.lastPrice : view.markPrice;
      out.push({
        cid: config.contractId,
        lp: price(config, last),
        pcr: changeRate(last, day.openTicks),
        pv: quantity(config, day.lots),
        pt: turnover(config, day.lotTicks),
        mp: price(config, view.markPrice),
        ip: price(config, view.indexPrice),
        h: price(config, day.highTicks > 0 ? Math.max(day.highTicks, last) : last),
        l: price(config, day.lowTicks > 0 ? Math.min(day.lowTicks, last) : last),
        oi: quantity(config, view.openInterest),
      });
    }
    return out;
  }

  /**
   * Every spot market's last price and 24 h figures, from its book's one-minute candles (its
   * trades while the spot books run, the index path otherwise). A market with no candle yet is left
   * out rather than shown at 0.
   */
  spotMarkets(): SpotMarketIndicator[] {
    return this.stats.spotDays(this.now()).map((day) => {
      const { grid, volumeScale } = day.series;
      const last = day.last;
      return {
        cid: day.series.instrumentId,
        sc: SPOT_SYMBOL_BY_ID.get(day.series.instrumentId) ?? '',
        lp: ticksToPrice(last, grid),
        pcr: changeRate(last, day.open),
        pv: formatFixed(day.volume, volumeScale),
        // Σ amount units × price units: both scales at once.
        pt: formatScaled(day.turnover * grid.tickUnits, volumeScale + grid.scale),
        h: ticksToPrice(day.high > 0 ? Math.max(day.high, last) : last, grid),
        l: ticksToPrice(day.low > 0 ? Math.min(day.low, last) : last, grid),
      };
    });
  }

  /**
   * The home page's top ten: contract ids by 24 h change, largest rise first (the change the
   * indicators carry, so the page's ranking and its figures agree); ties by id.
   */
  topTen(): number[] {
    const now = this.now();
    const ranked: { id: number; rate: bigint }[] = [];
    for (const config of this.host.configs.values()) {
      const view = marketView(this.host.state, config.contractId);
      if (!view) continue;
      const last = view.lastPrice > 0 ? view.lastPrice : view.markPrice;
      const { openTicks } = this.stats.day(config.contractId, now);
      ranked.push({ id: config.contractId, rate: changeRateScaled(last, openTicks) });
    }
    return ranked
      .sort((a, b) => (b.rate > a.rate ? 1 : b.rate < a.rate ? -1 : a.id - b.id))
      .slice(0, 10)
      .map((x) => x.id);
  }

  depth(contractId: number, levels: number): DepthSnapshot | undefined {
    const config = this.host.config(contractId);
    const book = bookSnapshot(this.host.state, contractId, 1, levels);
    if (!config || !book) return undefined;
    return depthWire(config, config.name.replace('/', ''), book, this.now());
  }

  fundingRate(contractId: number): FundingRateSnapshot | undefined {
    const config = this.host.config(contractId);
    const view = marketView(this.host.state, contractId);
    if (!config || !view) return undefined;
    return {
      contractId,
      fundingRate: rateText(view.predictedFundingRate),
      intervalHours: view.fundingIntervalHours,
      nextFundingTime: view.nextFundingTime,
      markPrice: price(config, view.markPrice),
      indexPrice: price(config, view.indexPrice),
    };
  }

  insuranceFund(contractId: number): InsuranceFundSnapshot | undefined {
    const view = marketView(this.host.state, contractId);
    if (!view) return undefined;
    return { contractId, balance: money(view.insuranceFund), time: this.now() };
  }
}

/** (last − open) / open as a decimal fraction with 8 digits, cut toward zero; "0" when unknown. */
export function changeRate(lastTicks: number, openTicks: number): string {
  return rateText(changeRateScaled(lastTicks, openTicks));
}

/** (last − open) / open in RATE_SCALE units, cut toward zero; 0 when unknown. */
function changeRateScaled(lastTicks: number, openTicks: number): bigint {
  if (openTicks <= 0 || lastTicks <= 0) return 0n;
  return (BigInt(lastTicks - openTicks) * RATE_SCALE) / BigInt(openTicks);
}
