'use client';

import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import { FuturesOpening } from './futures-opening';
import { KycModal } from './lazy-kyc-modal';

/** The account page's futures section: opening the account (KYC first, with its modal). */
export function FuturesAccount() {
  const info = useUserInfoQuery();
  const [kycOpen, setKycOpen] = useState(false);
  if (!info.data) {
    return (
      <div aria-busy="true" className="space-y-2">
        <Skeleton className="h-4 w-72" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }
  return (
    <>
      <FuturesOpening account={info.data} onStartKyc={() => setKycOpen(true)} />
      {kycOpen ? <KycModal account={info.data} onClose={() => setKycOpen(false)} /> : null}
    </>
  );
}
