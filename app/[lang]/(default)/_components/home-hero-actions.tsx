'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonStyles } from '@/components/ui/button';
import { futuresEquityOf, getAccountsQueryOptions } from '@/features/futures';
import { useIsLoggedIn } from '@/features/session';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/**
 * The hero's actions: a visitor is asked to sign up; a user sees their futures equity and goes
 * straight to trading. Until hydration the session cookie decides, as in the header.
 */
export function HomeHeroActions({ initialLoggedIn }: { initialLoggedIn: boolean }) {
  const t = useTranslations('Home');
  const locale = useLocale();
  const hydrated = useHydrated();
  const storeLoggedIn = useIsLoggedIn();
  const loggedIn = hydrated ? storeLoggedIn : initialLoggedIn;
  const accounts = useQuery({ ...getAccountsQueryOptions(), enabled: hydrated && loggedIn });

  if (!loggedIn) {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href="/sign-up" className={buttonStyles({ size: 'lg' })}>
          {t('ctaSignUp')}
        </Link>
        <Link href="/futures" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          {t('ctaTrade')}
        </Link>
      </div>
    );
  }
  const equity = futuresEquityOf(accounts.data);
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3" data-testid="home-user-actions">
      <div>
        <p className="text-sm text-fg-muted">{t('equityLabel')}</p>
        <p className="text-2xl font-semibold tabular-nums text-fg" data-testid="home-equity">
          {accounts.isPending ? (
            <span className="inline-block h-8 w-40 animate-pulse rounded bg-bg-sunken" />
          ) : equity === undefined ? (
            <span className="text-base font-normal text-fg-muted">{t('noFuturesAccount')}</span>
          ) : (
            `${formatNumber(equity, locale, { decimals: 2 })} USDT`
          )}
        </p>
      </div>
      <Link href="/futures" className={buttonStyles({ size: 'lg' })}>
        {t('ctaTradeNow')}
      </Link>
    </div>
  );
}
