'use client';

import { useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LogInGate } from '@/features/session';
import { Leaderboard } from './leaderboard';
import { LeadTrader } from './lead-trader';
import { MyFollowing } from './my-following';

function Private({ children }: { children: React.ReactNode }) {
  const t = useTranslations('CopyTrading.Gate');
  // The tabs show a visitor their frame while the page hydrates.
  return (
    <LogInGate prompt={t('prompt')} whileHydrating="children">
      {children}
    </LogInGate>
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
