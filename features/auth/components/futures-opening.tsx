'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useCountryList } from '@/features/market';
import type { UserInfo } from '@/features/session';
import { useFuturesStatus } from '@/features/session';
import { useOpenFutures } from '../api/open-futures';
import { useApiErrorText } from '../hooks/use-api-error-text';

/**
 * Opening a futures account (spec §4, §6): KYC first (while it is under review the page waits for
 * the operator instead of asking again); residents of restricted jurisdictions are told why they
 * cannot; everyone else must accept the risk warning. An account already open (the server's
 * futures status, read again on every visit) says so instead of offering to open it again.
 */
export function FuturesOpening({
  account,
  onStartKyc,
}: {
  account: UserInfo;
  onStartKyc: () => void;
}) {
  const t = useTranslations('Auth.Futures');
  const errorText = useApiErrorText();
  const countries = useCountryList();
  const openFutures = useOpenFutures();
  const [accepted, setAccepted] = useState(false);
  const verified = account.simpleStatus === 1;
  const status = useFuturesStatus({ enabled: verified });
  const residence = countries.data?.find((c) => c.code === account.residenceCountry);

  if (openFutures.isSuccess || status.data?.opened)
    return (
      <p className="text-sm text-success" data-testid="futures-opened">
        ✓ {t('opened')}
      </p>
    );
  if (residence?.restricted) {
    return (
      <div
        className="space-y-1 rounded-md border border-down/40 p-4"
        data-testid="futures-restricted"
      >
        <p className="font-medium text-down">{t('restrictedTitle')}</p>
        <p className="text-sm text-fg-muted">{t('restrictedBody', { country: residence.name })}</p>
      </div>
    );
  }
  if (account.kycLevel1 === 'pending') {
    return (
      <p className="text-sm text-fg-muted" data-testid="futures-kyc-under-review">
        {t('kycUnderReview')}
      </p>
    );
  }
  if (!verified) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-fg-muted">{t('kycRequired')}</p>
        <Button onClick={onStartKyc}>{t('startKyc')}</Button>
      </div>
    );
  }
  // Not offered before the status is known: an open account would flash the warning first. A
  // status that failed to load offers it (opening an open account changes nothing).
  if (status.isPending) {
    return (
      <div aria-busy="true" className="space-y-2" data-testid="futures-status-loading">
        <Skeleton className="h-4 w-72" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }
  return (
    <div className="space-y-3" data-testid="risk-warning">
      <p className="font-medium text-fg">{t('riskTitle')}</p>
      <p className="text-sm text-fg-muted">{t('riskBody')}</p>
      <label className="flex items-start gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          className="mt-1"
        />
        <span>{t('riskAccept')}</span>
      </label>
      <FormError message={openFutures.isError ? errorText(openFutures.error) : null} />
      <Button
        disabled={!accepted}
        loading={openFutures.isPending}
        onClick={() => openFutures.mutate({ acceptRisk: true })}
      >
        {t('open')}
      </Button>
    </div>
  );
}
