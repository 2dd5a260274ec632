import { contractCode, contracts, type ContractReference } from '@/lib/contract/reference-data';
import { amountPrecisionFromContractSize } from '@/lib/decimal';

export interface ContractInfo {
  contract: ContractReference;
  code: string;
  /** Decimals of a quantity in the base asset. */
  amountPrecision: number;
}

const byId = new Map<number, ContractInfo>(
  contracts.map((contract) => [
    contract.contractId,
    {
      contract,
      code: contractCode(contract.name),
      amountPrecision: amountPrecisionFromContractSize(contract.contractSize),
    },
  ]),
);

/** The reference data of a contract the rows name by id; undefined for an unknown id. */
export function contractInfo(contractId: number | null | undefined): ContractInfo | undefined {
  return contractId === null || contractId === undefined ? undefined : byId.get(contractId);
}

/** Money (USDT) shown with this many decimals in the tables. */
export const MONEY_PRECISION = 2;

/** A row of a table that names its contract by id. */
interface ContractRow {
  contractId?: number | null;
}

/** Decimals of a row's prices: its contract's price scale (2 for an unknown contract). */
export const priceScaleOf = (row: ContractRow): number =>
  contractInfo(row.contractId)?.contract.priceScale ?? 2;

/** Decimals of a row's quantities in the base asset (3 for an unknown contract). */
export const amountScaleOf = (row: ContractRow): number =>
  contractInfo(row.contractId)?.amountPrecision ?? 3;
