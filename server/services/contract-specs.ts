import {
  contractCode,
  findContractByCode,
  type ContractReference,
} from '../../lib/contract/reference-data';
import type { WireContractDetail, WireRiskTier } from '../../lib/contract/wire/futures-info';
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

/** A risk tier and a contract's specification as contract/detail answers them. */
export type RiskTierSpec = WireRiskTier;
export type ContractSpec = WireContractDetail;

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
