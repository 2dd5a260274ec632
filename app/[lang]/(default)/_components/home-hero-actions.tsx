'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonStyles, linkStyles } from '@/components/ui/button';
import { futuresEquityOf, getAccountsQueryOptions } from '@/features/futures';
import { HeroSignUp } from '@/features/home';
import { useIsLoggedIn } from '@/features/session';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Link } from '@/components/i18n/link';

/**
 * The hero's actions: a visitor signs up from an e-mail or mobile box (or goes to the futures
 * screen); a user sees their futures equity and goes straight to trading. The page is the same
 * for everyone (it is cached), so the HTML holds both and the browser's session picks one.
 */
export function HomeHeroActions() {
  const t = useTranslations('Home');
  const locale = useLocale();
  const hydrated = useHydrated();
  const storeLoggedIn = useIsLoggedIn();
  const loggedIn = hydrated && storeLoggedIn;
  const accounts = useQuery({ ...getAccountsQueryOptions(), enabled: loggedIn });

  const visitorActions = (
    <div className="flex flex-col gap-4">
      <HeroSignUp />
      <Link
        href="/futures"
        className={cn(linkStyles, 'self-start')}
        data-testid="home-trade-futures"
      >
        {t('ctaTrade')}
        <span aria-hidden="true"> →</span>
      </Link>
    </div>
  );

  if (!hydrated) {
    // Both variants until hydration; CSS shows the one for the browser's session (the head
    // script's data-session), so a member does not see the sign-up box flash.
    return (
      <>
        <div className="member-only" aria-hidden="true">
          <p className="text-sm text-fg-muted">{t('equityLabel')}</p>
          <span className="mt-1 inline-block h-8 w-40 animate-pulse rounded bg-bg-sunken" />
        </div>
        <div className="visitor-only">{visitorActions}</div>
      </>
    );
  }
  if (!loggedIn) return visitorActions;

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
