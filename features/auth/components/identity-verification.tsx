'use client';

import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import { KycModal } from './lazy-kyc-modal';
import { KycStatus } from './kyc-status';

/** The account page's KYC section: both levels' states and the next step, with its modal. */
export function IdentityVerification() {
  const info = useUserInfoQuery();
  // Closed, or open (to correct a level 1 under review, or for the next step).
  const [open, setOpen] = useState<{ correct: boolean } | null>(null);
  if (!info.data) {
    return (
      <div aria-busy="true" className="space-y-2">
        <Skeleton className="h-4 w-72" />
        <Skeleton className="h-10 w-32" />
      </div>
    );
  }
  return (
    <>
      <KycStatus account={info.data} onOpen={(options) => setOpen(options ?? { correct: false })} />
      {open ? (
        <KycModal account={info.data} correct={open.correct} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
