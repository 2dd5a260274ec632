import {
  contractCode,
  findContractByCode,
  type ContractReference,
} from '../../lib/contract/reference-data';
import {
  contractConfigFromReference,
  formatScaled,
  formatUsdt,
  interestPerInterval,
  lotsToQuantity,
  maxLeverageOf,
  type ContractConfig,
} from '../engine';
import { RATE_DECIMALS } from '../engine/fixed';

/**
 * A contract's specification as the engine trades it (`contract/detail`): every figure is read
 * from the engine's own `ContractConfig` (integers) and written back as decimal strings, so the
 * contract page shows what the engine enforces, including what the reference data does not say
 * (maintenance amounts, order size limits, the funding floor, the price band).
 */

/** One risk limit tier: positions whose value is above `minNotional` and up to `maxNotional`. */
export interface RiskTierSpec {
  /** 1 for the smallest positions. */
  tier: number;
  /** Exclusive lower bound of the position value (USDT); "0" for the first tier. */
  minNotional: string;
  /** Inclusive upper bound of the position value (USDT). */
  maxNotional: string;
  maxLeverage: number;
  /** Decimal fraction ("0.004" = 0.4 %). */
  maintenanceMarginRate: string;
  /** Subtracted from value × rate: maintenance margin = value × rate − amount (USDT). */
  maintenanceAmount: string;
}

export interface ContractSpec {
  contractId: number;
  code: string;
  name: string;
  baseAsset: string;
  quoteAsset: string;
  /** The asset margin, profit and loss and fees are settled in. */
  marginAsset: string;
  perpetual: true;
  /** Base asset in one contract (lot); also the quantity step. */
  contractSize: string;
  priceScale: number;
  tickSize: string;
  /** Order quantities in contracts (lots) and in the base asset. */
  minOrderLots: number;
  minOrderQuantity: string;
  /** Smallest order value (USDT). */
  minOrderValue: string;
  /** Largest quantity of any one order (limit and conditional orders). */
  maxOrderLots: number;
  maxOrderQuantity: string;
  /** Largest quantity of a market order. */
  maxMarketOrderLots: number;
  maxMarketOrderQuantity: string;
  maxLeverage: number;
  makerFeeRate: string;
  takerFeeRate: string;
  fundingIntervalHours: number;
  fundingRateCap: string;
  fundingRateFloor: string;
  /** The interest part of the funding rate for one interval. */
  fundingInterestRate: string;
  /** Limit prices and market sweeps stay within mark × (1 ± this). */
  priceBandRate: string;
  /** Ascending by position value. */
  riskTiers: RiskTierSpec[];
}

const rateText = (value: bigint) => formatScaled(value, RATE_DECIMALS);

export function contractSpecOf(config: ContractConfig): ContractSpec {
  return {
    contractId: config.contractId,
    code: contractCode(config.name),
    name: config.name,
    baseAsset: config.baseAsset,
    quoteAsset: config.quoteAsset,
    marginAsset: config.marginAsset,
    perpetual: true,
    contractSize: config.contractSize,
    priceScale: config.priceScale,
    tickSize: config.tickSize,
    minOrderLots: config.minOrderLots,
    minOrderQuantity: lotsToQuantity(config, config.minOrderLots),
    minOrderValue: formatUsdt(config.minOrderValue),
    maxOrderLots: config.maxOrderLots,
    maxOrderQuantity: lotsToQuantity(config, config.maxOrderLots),
    maxMarketOrderLots: config.maxMarketLots,
    maxMarketOrderQuantity: lotsToQuantity(config, config.maxMarketLots),
    maxLeverage: maxLeverageOf(config.tiers),
    makerFeeRate: rateText(config.makerFeeRate),
    takerFeeRate: rateText(config.takerFeeRate),
    fundingIntervalHours: config.fundingIntervalHours,
    fundingRateCap: rateText(config.fundingRateCap),
    fundingRateFloor: rateText(config.fundingRateFloor),
    fundingInterestRate: rateText(interestPerInterval(config.fundingIntervalHours)),
    priceBandRate: rateText(config.priceBandRate),
    riskTiers: config.tiers.map((tier, index) => ({
      tier: index + 1,
      minNotional: formatUsdt(tier.floor),
      maxNotional: formatUsdt(tier.maxNotional),
      maxLeverage: tier.maxLeverage,
      maintenanceMarginRate: rateText(tier.mmr),
      maintenanceAmount: formatUsdt(tier.cum),
    })),
  };
}

/**
 * The engine's configuration of a contract: the running engine's own where this process hosts it,
 * else (an edge process) the same conversion the exchange loads the engine with.
 */
export function engineContractConfig(
  contract: ContractReference,
  engine: { config(contractId: number): ContractConfig | undefined } | undefined,
): ContractConfig {
  return engine?.config(contract.contractId) ?? contractConfigFromReference(contract);
}

/** The specification of the contract with this code (case-insensitive), or undefined. */
export function findContractSpec(
  code: string,
  engine: { config(contractId: number): ContractConfig | undefined } | undefined,
): ContractSpec | undefined {
  const contract = findContractByCode(code);
  return contract ? contractSpecOf(engineContractConfig(contract, engine)) : undefined;
}
