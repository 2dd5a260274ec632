import { publicReferenceData, tradingConfigOf } from '../../lib/contract/public-reference';
import { contracts, spotSymbols, type ContractReference } from '../../lib/contract/reference-data';
import type { WirePublicData, WireTradingConfigs } from '../../lib/contract/wire/reference';

/**
 * Public reference data as the API serves it (lib/contract/public-reference, typed by the
 * contract's lib/contract/wire/reference): the fields the spec names, risk limits sorted by
 * leverage descending, amounts as strings.
 */

export function getPublicData(): WirePublicData {
  return publicReferenceData();
}

export function getPublicTradingConfigs(): WireTradingConfigs {
  return { contracts: contracts.map(tradingConfigOf) };
}

export function findContract(contractId: number): ContractReference | undefined {
  return contracts.find((c) => c.contractId === contractId);
}

export function findSpotSymbol(symbol: string) {
  const wanted = symbol.toLowerCase();
  return spotSymbols.find((s) => s.symbol === wanted);
}
