'use client';

import { useOwnContractTrades } from '@/features/futures';
import { OwnTradesList } from '@/features/order-book';
import type { ContractReference } from '@/lib/contract/reference-data';
import { amountPrecisionFromContractSize } from '@/lib/decimal';

/**
 * The recent trades' Mine: the user's fills of the contract (futures' trade history) drawn by the
 * order book feature's list. Rendered only while Mine is chosen, so the fills are read then.
 */
export function OwnContractTrades({ contract }: { contract: ContractReference }) {
  const own = useOwnContractTrades(contract.contractId);
  return (
    <OwnTradesList
      {...own}
      priceScale={contract.priceScale}
      baseAsset={contract.baseAsset}
      sizeDecimals={amountPrecisionFromContractSize(contract.contractSize)}
    />
  );
}
