'use client';

import { useTranslations } from 'next-intl';
import type { Account } from '../api/responses';

/** What the user can do about identity verification now, from the two levels' review states. */
export type KycStep =
  | { kind: 'start'; rejected: boolean }
  | { kind: 'under-review' }
  | { kind: 'documents'; rejected: boolean }
  | { kind: 'verified' };

export function kycStepOf(account: Pick<Account, 'kycLevel1' | 'kycLevel2'>): KycStep {
  const { kycLevel1: one, kycLevel2: two } = account;
  if (one === 'none' || one === 'rejected') return { kind: 'start', rejected: one === 'rejected' };
  if (one === 'pending' || two === 'pending') return { kind: 'under-review' };
  if (two === 'none' || two === 'rejected')
    return { kind: 'documents', rejected: two === 'rejected' };
  return { kind: 'verified' };
}

/**
 * The account page's KYC section body: both levels' states, then the one thing to do next. "Verify
 * now" shows only to a user who has not passed level 1; under review it says the page follows the
 * operator's decision by itself; a verified user is offered the optional level 2 by its own name.
 */
export function KycStatus({ account, onOpen }: { account: Account; onOpen: () => void }) {
  const t = useTranslations('Auth');
  const step = kycStepOf(account);
  return (
    <div className="space-y-3">
      <p className="text-sm text-fg-muted" data-testid="kyc-status">
        {t('kycLevel1')}: {t(`kycState.${account.kycLevel1}`)} · {t('kycLevel2')}:{' '}
        {t(`kycState.${account.kycLevel2}`)}
      </p>
      {(step.kind === 'start' || step.kind === 'documents') && step.rejected ? (
        <p className="text-sm text-down">{t('kycRejectedNote')}</p>
      ) : null}
      {step.kind === 'under-review' ? (
        <p className="text-sm text-fg" role="status" data-testid="kyc-under-review">
          {t('kycUnderReviewNote')}
        </p>
      ) : null}
      {step.kind === 'verified' ? (
        <p className="text-sm text-up" data-testid="kyc-verified">
          ✓ {t('kycVerifiedNote')}
        </p>
      ) : null}
      {step.kind === 'start' || step.kind === 'documents' ? (
        <button
          type="button"
          onClick={onOpen}
          className="rounded-md border border-line px-4 py-2 text-sm text-fg"
        >
          {step.kind === 'start' ? t('startKyc') : t('kycDocumentsStart')}
        </button>
      ) : null}
    </div>
  );
}
