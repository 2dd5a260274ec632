'use client';

import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import { KycModal } from './lazy-kyc-modal';
import { KycStatus } from './kyc-status';

/** The account page's KYC section: both levels' states and the next step, with its modal. */
export function IdentityVerification() {
  const info = useUserInfoQuery();
  const [open, setOpen] = useState(false);
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
      <KycStatus account={info.data} onOpen={() => setOpen(true)} />
      {open ? <KycModal account={info.data} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
