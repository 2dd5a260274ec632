'use client';

import { useQueryClient } from '@tanstack/react-query';
import { KycModal } from '@/features/auth';
import { getUserInfoQueryOptions, useKycModal, useUserInfoQuery } from '@/features/session';

/**
 * The KYC modal behind the session's `modal.kyc` flag (spec §3): any screen that needs identity
 * verification first (futures, the bonus tour) opens it with `useKycModal()[1](true)`.
 */
export function KycModalHost() {
  const [open, setOpen] = useKycModal();
  const queryClient = useQueryClient();
  const account = useUserInfoQuery({ enabled: open });
  if (!open || !account.data) return null;
  return (
    <KycModal
      account={account.data}
      onClose={() => {
        setOpen(false);
        // simpleStatus / superStatus may have changed: the session's user info follows.
        void queryClient.invalidateQueries({ queryKey: getUserInfoQueryOptions().queryKey });
      }}
    />
  );
}
