import { contractCode } from './contract/reference-data';
import { amountPrecisionFromContractSize } from './decimal';

export { contractCode };

/** Derived contract fields and list orders the spec fixes (section 3). */
export interface ContractLike {
  contractId: number;
  name: string;
  contractSize: string | number;
  riskLimits?: readonly RiskLimitLike[];
}

export interface RiskLimitLike {
  leverage: number;
}

export interface SpotSymbolLike {
  weight: number;
}

/** Highest leverage first. */
export function sortRiskLimits<T extends RiskLimitLike>(limits: readonly T[]): T[] {
  return [...limits].sort((a, b) => b.leverage - a.leverage);
}

/** Lowest weight first. */
export function sortSpotSymbols<T extends SpotSymbolLike>(symbols: readonly T[]): T[] {
  return [...symbols].sort((a, b) => a.weight - b.weight);
}

export type DerivedContract<T extends ContractLike> = T & { code: string; amountPrecision: number };

export function deriveContract<T extends ContractLike>(contract: T): DerivedContract<T> {
  return {
    ...contract,
    ...(contract.riskLimits ? { riskLimits: sortRiskLimits(contract.riskLimits) } : {}),
    code: contractCode(contract.name),
    amountPrecision: amountPrecisionFromContractSize(contract.contractSize),
  };
}
