import { publicContractOf, publicReferenceData } from '../../lib/contract/public-reference';
import { contracts, spotSymbols, type ContractReference } from '../../lib/contract/reference-data';
import type {
  WirePublicData,
  WireTradingConfig,
  WireTradingConfigs,
} from '../../lib/contract/wire/reference';

/**
 * Public reference data as the API serves it (lib/contract/public-reference, typed by the
 * contract's lib/contract/wire/reference): the fields the spec names, risk limits sorted by
 * leverage descending, amounts as strings.
 */

/** The trading configuration of a contract (futures `configs/public`). */
export function contractTradingConfig(contract: ContractReference): WireTradingConfig {
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

export function getPublicData(): WirePublicData {
  return publicReferenceData();
}

export function getPublicTradingConfigs(): WireTradingConfigs {
  return { contracts: contracts.map(contractTradingConfig) };
}

export function findContract(contractId: number): ContractReference | undefined {
  return contracts.find((c) => c.contractId === contractId);
}

export function findSpotSymbol(symbol: string) {
  const wanted = symbol.toLowerCase();
  return spotSymbols.find((s) => s.symbol === wanted);
}
