'use client';

import { NativeSelect } from '@/components/ui/native-select';
import { contractCode, contracts } from '@/lib/contract/reference-data';

const options = contracts.map((contract) => ({
  value: String(contract.contractId),
  label: contractCode(contract.name),
}));

/** The contract whose history is shown: the platform's own select, no script to load. */
export function ContractPicker({
  label,
  contractId,
  onContractChange,
}: {
  label: string;
  contractId: number;
  onContractChange: (contractId: number) => void;
}) {
  return (
    <NativeSelect
      label={label}
      options={options}
      value={String(contractId)}
      onValueChange={(value) => onContractChange(Number(value))}
      className="w-full sm:w-56"
    />
  );
}
