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
