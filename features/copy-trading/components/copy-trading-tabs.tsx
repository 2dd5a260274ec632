'use client';

import { useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { buttonStyles } from '@/components/ui/button';
import { useIsLoggedIn } from '@/features/session';
import { Link } from '@/lib/i18n/navigation';
import { Leaderboard } from './leaderboard';
import { LeadTrader } from './lead-trader';
import { MyFollowing } from './my-following';

function Private({ children }: { children: React.ReactNode }) {
  const t = useTranslations('CopyTrading.Gate');
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  if (!hydrated || loggedIn) return children;
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-line px-4 py-10 text-center"
      data-testid="log-in-prompt"
    >
      <p className="text-fg-muted">{t('prompt')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link href="/log-in" className={buttonStyles({ variant: 'primary' })}>
          {t('logIn')}
        </Link>
        <Link href="/sign-up" className={buttonStyles({ variant: 'secondary' })}>
          {t('signUp')}
        </Link>
      </div>
    </div>
  );
}

/** The copy-trading page: the public leaderboard, the user's follows and their own offer. */
export function CopyTradingTabs() {
  const t = useTranslations('CopyTrading.Tabs');
  return (
    <Tabs defaultValue="leaders">
      <TabsList aria-label={t('label')}>
        <TabsTrigger value="leaders">{t('leaders')}</TabsTrigger>
        <TabsTrigger value="mine">{t('mine')}</TabsTrigger>
        <TabsTrigger value="lead">{t('lead')}</TabsTrigger>
      </TabsList>
      <TabsContent value="leaders" className="pt-4">
        <Leaderboard />
      </TabsContent>
      <TabsContent value="mine" className="pt-4">
        <Private>
          <MyFollowing />
        </Private>
      </TabsContent>
      <TabsContent value="lead" className="pt-4">
        <Private>
          <LeadTrader />
        </Private>
      </TabsContent>
    </Tabs>
  );
}
