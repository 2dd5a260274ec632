'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuthCountries } from '../api/get-countries';
import { openFutures } from '../api/open-futures';
import type { Account } from '../api/responses';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { FormError } from './form-controls';

/**
 * Opening a futures account (spec §4, §6): KYC first (while it is under review the page waits for
 * the operator instead of asking again); residents of restricted jurisdictions are told why they
 * cannot; everyone else must accept the risk warning.
 */
export function FuturesOpening({
  account,
  onStartKyc,
}: {
  account: Account;
  onStartKyc: () => void;
}) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const countries = useAuthCountries();
  const [accepted, setAccepted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const residence = countries.data?.find((c) => c.code === account.residenceCountry);

  if (opened)
    return (
      <p className="text-sm text-up" data-testid="futures-opened">
        ✓ {t('futuresOpened')}
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
        {t('futuresKycUnderReview')}
      </p>
    );
  }
  if (account.simpleStatus !== 1) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-fg-muted">{t('kycRequired')}</p>
        <button
          type="button"
          onClick={onStartKyc}
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg"
        >
          {t('startKyc')}
        </button>
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
      <FormError message={serverError} />
      <button
        type="button"
        disabled={!accepted}
        onClick={async () => {
          setServerError(null);
          try {
            await openFutures(true);
            setOpened(true);
          } catch (error) {
            setServerError(errorText(error));
          }
        }}
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg disabled:opacity-60"
      >
        {t('openFutures')}
      </button>
    </div>
  );
}
