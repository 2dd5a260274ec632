'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { linkStyles } from '@/components/ui/button';
import { useUserInfoQuery } from '@/features/session';
import { Link } from '@/lib/i18n/navigation';
import { hasToken, subscribeToken } from '@/lib/session';
import { AuthenticatorGuide } from './authenticator-guide';
import { FuturesOpening } from './futures-opening';
import { KycModal } from './kyc-modal';
import { KycStatus } from './kyc-status';

/** Account and security: authenticator, identity verification, futures account. */
export function AccountSecurity() {
  const t = useTranslations('Auth.AccountSecurity');
  const loggedIn = useSyncExternalStore(subscribeToken, hasToken, () => false);
  const account = useUserInfoQuery({ enabled: loggedIn });
  const [kycOpen, setKycOpen] = useState(false);

  if (!loggedIn) {
    return (
      <p className="text-sm text-fg-muted">
        {t('logInRequired')}{' '}
        <Link href="/log-in" className={linkStyles}>
          {t('logIn')}
        </Link>
      </p>
    );
  }
  if (!account.data) return <p className="text-sm text-fg-muted">…</p>;
  const data = account.data;
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-fg">{t('authenticatorTitle')}</h2>
        <AuthenticatorGuide bound={data.googleBound} />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-fg">{t('kycTitle')}</h2>
        <KycStatus account={data} onOpen={() => setKycOpen(true)} />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-fg">{t('futuresTitle')}</h2>
        <FuturesOpening account={data} onStartKyc={() => setKycOpen(true)} />
      </section>
      {kycOpen ? <KycModal account={data} onClose={() => setKycOpen(false)} /> : null}
    </div>
  );
}
