import { contracts, type ContractReference } from '@/lib/contract/reference-data';

/** A contract of the shared reference data by its base asset, for tests. */
export function referenceContract(baseAsset: string): ContractReference {
  const contract = contracts.find((c) => c.baseAsset === baseAsset);
  if (contract === undefined) throw new Error(`no ${baseAsset} contract in the reference data`);
  return contract;
}
