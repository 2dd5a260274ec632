'use client';

import { useState, useTransition } from 'react';
import { contractCode, contracts } from '@/lib/contract/reference-data';
import { useRouter } from '@/lib/i18n/navigation';
import { ContractPicker } from './contract-picker';

/**
 * Opens another contract's specifications. The choice shows at once while the next page loads;
 * the header keys this by contract, so going back shows the contract of the page again.
 */
export function ContractInfoSwitcher({ label, contractId }: { label: string; contractId: number }) {
  const router = useRouter();
  const [chosen, setChosen] = useState(contractId);
  const [pending, startTransition] = useTransition();

  return (
    <div aria-busy={pending || undefined}>
      <ContractPicker
        label={label}
        contractId={chosen}
        onContractChange={(next) => {
          const contract = contracts.find((c) => c.contractId === next);
          if (!contract) return;
          setChosen(next);
          startTransition(() => router.push(`/futures/info/${contractCode(contract.name)}`));
        }}
      />
    </div>
  );
}
