'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { UserInfo } from '@/features/session';

/** What the user can do about identity verification now, from the two levels' review states. */
export type KycStep =
  | { kind: 'start'; rejected: boolean }
  /** `correctable`: level 1 is the one under review, and may still be corrected. */
  | { kind: 'under-review'; correctable: boolean }
  | { kind: 'documents'; rejected: boolean }
  | { kind: 'verified' };

export function kycStepOf(account: Pick<UserInfo, 'kycLevel1' | 'kycLevel2'>): KycStep {
  const { kycLevel1: one, kycLevel2: two } = account;
  if (one === 'none' || one === 'rejected') return { kind: 'start', rejected: one === 'rejected' };
  if (one === 'pending' || two === 'pending')
    return { kind: 'under-review', correctable: one === 'pending' };
  if (two === 'none' || two === 'rejected')
    return { kind: 'documents', rejected: two === 'rejected' };
  return { kind: 'verified' };
}

/** "Level 1: Verified · Level 2: Not verified". */
export function KycLevels({
  account,
  testId,
}: {
  account: Pick<UserInfo, 'kycLevel1' | 'kycLevel2'>;
  testId?: string;
}) {
  const t = useTranslations('Auth.Kyc');
  return (
    <p className="text-sm text-fg-muted" data-testid={testId}>
      {t('level1')}: {t(`state.${account.kycLevel1}`)} · {t('level2')}:{' '}
      {t(`state.${account.kycLevel2}`)}
    </p>
  );
}

/**
 * The account page's KYC section body: both levels' states, then the one thing to do next. "Verify
 * now" shows only to a user who has not passed level 1; under review it says the page follows the
 * operator's decision by itself, and offers to correct a level 1 still waiting (`onOpen` with
 * `correct`); a verified user is offered the optional level 2 by its own name.
 */
export function KycStatus({
  account,
  onOpen,
}: {
  account: UserInfo;
  onOpen: (options?: { correct: boolean }) => void;
}) {
  const t = useTranslations('Auth.Kyc');
  const step = kycStepOf(account);
  return (
    <div className="space-y-3">
      <KycLevels account={account} testId="kyc-status" />
      {(step.kind === 'start' || step.kind === 'documents') && step.rejected ? (
        <p className="text-sm text-down">{t('rejectedNote')}</p>
      ) : null}
      {step.kind === 'under-review' ? (
        <p className="text-sm text-fg" role="status" data-testid="kyc-under-review">
          {t('underReviewNote')}
        </p>
      ) : null}
      {step.kind === 'verified' ? (
        <p className="text-sm text-success" data-testid="kyc-verified">
          ✓ {t('verifiedNote')}
        </p>
      ) : null}
      {step.kind === 'start' || step.kind === 'documents' ? (
        <Button variant="secondary" onClick={() => onOpen()}>
          {step.kind === 'start' ? t('start') : t('documentsStart')}
        </Button>
      ) : null}
      {step.kind === 'under-review' && step.correctable ? (
        <Button variant="secondary" onClick={() => onOpen({ correct: true })}>
          {t('correct')}
        </Button>
      ) : null}
    </div>
  );
}
