import {
  contractCode,
  contracts,
  spotCurrencies,
  spotSymbols,
  type ContractReference,
  type RiskLimitTier,
} from '../../lib/contract/reference-data';
import { decimalScale } from '../../lib/contract/fixed-point';

/**
 * Public reference data as the API serves it: the shared contract list from lib/contract with
 * the fields the spec names, risk limits sorted by leverage descending, amounts as strings.
 */

function sortedRiskLimits(tiers: readonly RiskLimitTier[]): RiskLimitTier[] {
  return [...tiers].sort((a, b) => b.leverage - a.leverage);
}

/** Amount precision comes from the contract size's exponent ("0.001" → 3, "10" → 0). */
export function amountPrecision(contract: ContractReference): number {
  return decimalScale(contract.contractSize);
}

export function publicContract(contract: ContractReference) {
  return {
    contractId: contract.contractId,
    name: contract.name,
    code: contractCode(contract.name),
    baseAsset: contract.baseAsset,
    quoteAsset: contract.quoteAsset,
    marginAsset: contract.marginAsset,
    contractSize: contract.contractSize,
    priceScale: contract.priceScale,
    amountPrecision: amountPrecision(contract),
    riskLimits: sortedRiskLimits(contract.riskLimits),
    baseAssetIcon: contract.baseAssetIcon,
    isNew: contract.isNew,
  };
}

/** The trading configuration of a contract (futures `configs/public`). */
export function contractTradingConfig(contract: ContractReference) {
  const riskLimits = sortedRiskLimits(contract.riskLimits);
  return {
    ...publicContract(contract),
    perpetual: true,
    deliveryTime: null,
    tickSize: contract.tickSize,
    minOrderQuantity: String(contract.minOrderLots),
    minOrderValue: contract.minOrderValue,
    /** Largest limit / conditional order and largest market order, in the base asset. */
    maxOrderQuantity: contract.maxOrderQuantity,
    maxMarketOrderQuantity: contract.maxMarketOrderQuantity,
    maxLeverage: riskLimits[0]?.leverage ?? 1,
    makerFeeRate: contract.makerFeeRate,
    takerFeeRate: contract.takerFeeRate,
    fundingIntervalHours: contract.fundingIntervalHours,
    fundingRateCap: contract.fundingRateCap,
  };
}

export function getPublicData() {
  const marginAssets = new Set(contracts.map((c) => c.marginAsset));
  return {
    contracts: contracts.map(publicContract),
    /** Currencies futures accounts hold (margin assets). */
    currencies: spotCurrencies.filter((c) => marginAssets.has(c.name)),
    spotCurrencies: [...spotCurrencies],
    spotSymbols: [...spotSymbols].sort((a, b) => a.weight - b.weight),
  };
}

export function getPublicTradingConfigs() {
  return { contracts: contracts.map(contractTradingConfig) };
}

export function findContract(contractId: number): ContractReference | undefined {
  return contracts.find((c) => c.contractId === contractId);
}

export function findSpotSymbol(symbol: string) {
  const wanted = symbol.toLowerCase();
  return spotSymbols.find((s) => s.symbol === wanted);
}
