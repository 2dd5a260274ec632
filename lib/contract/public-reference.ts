import { decimalScale } from './fixed-point';
import {
  contractCode,
  contracts,
  spotCurrencies,
  spotSymbols,
  type ContractReference,
  type RiskLimitTier,
} from './reference-data';
import type { WirePublicContract, WirePublicData, WireTradingConfig } from './wire/reference';

/**
 * The public reference data as /api/getPublic answers it, built from the bundled reference data:
 * the server serves it and the web app falls back to it when the request fails, so both show the
 * same contracts in the same order. Every call builds fresh objects (callers may keep or sort
 * them).
 */

/** Risk tiers by leverage, highest first (spec §3). */
export function riskTiersByLeverage(tiers: readonly RiskLimitTier[]): RiskLimitTier[] {
  return tiers.map((tier) => ({ ...tier })).sort((a, b) => b.leverage - a.leverage);
}

/** A contract's public fields; its amount precision is the contract size's exponent ("0.001" → 3). */
export function publicContractOf(contract: ContractReference): WirePublicContract {
  return {
    contractId: contract.contractId,
    name: contract.name,
    code: contractCode(contract.name),
    baseAsset: contract.baseAsset,
    quoteAsset: contract.quoteAsset,
    marginAsset: contract.marginAsset,
    contractSize: contract.contractSize,
    priceScale: contract.priceScale,
    amountPrecision: decimalScale(contract.contractSize),
    riskLimits: riskTiersByLeverage(contract.riskLimits),
    baseAssetIcon: contract.baseAssetIcon,
    isNew: contract.isNew,
  };
}

/** The trading configuration of a contract (futures `configs/public`). */
export function tradingConfigOf(contract: ContractReference): WireTradingConfig {
  const wire = publicContractOf(contract);
  return {
    ...wire,
    perpetual: true,
    deliveryTime: null,
    tickSize: contract.tickSize,
    minOrderQuantity: String(contract.minOrderLots),
    minOrderValue: contract.minOrderValue,
    /** Largest limit / conditional order and largest market order, in the base asset. */
    maxOrderQuantity: contract.maxOrderQuantity,
    maxMarketOrderQuantity: contract.maxMarketOrderQuantity,
    maxLeverage: wire.riskLimits[0]?.leverage ?? 1,
    makerFeeRate: contract.makerFeeRate,
    takerFeeRate: contract.takerFeeRate,
    fundingIntervalHours: contract.fundingIntervalHours,
    fundingRateCap: contract.fundingRateCap,
  };
}

/** Contracts, the margin currencies, spot currencies and spot markets (by weight, lowest first). */
export function publicReferenceData(): WirePublicData {
  const marginAssets = new Set(contracts.map((contract) => contract.marginAsset));
  return {
    contracts: contracts.map(publicContractOf),
    currencies: spotCurrencies
      .filter((currency) => marginAssets.has(currency.name))
      .map((currency) => ({ ...currency })),
    spotCurrencies: spotCurrencies.map((currency) => ({ ...currency })),
    spotSymbols: spotSymbols.map((symbol) => ({ ...symbol })).sort((a, b) => a.weight - b.weight),
  };
}
