'use client';

import { useTranslations } from 'next-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AccountLedger } from './account-ledger';
import { AssetHistory } from './asset-history';

/**
 * The asset history page: the ledger (every balance change with the balance after it) first, and
 * the deposits, withdrawals and transfers with their states (pending, requested…) beside it.
 */
export function WalletHistoryTabs() {
  const t = useTranslations('Wallet.Ledger');
  return (
    <Tabs defaultValue="ledger" className="space-y-4">
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="ledger">{t('tabs.ledger')}</TabsTrigger>
        <TabsTrigger value="movements">{t('tabs.movements')}</TabsTrigger>
      </TabsList>
      <TabsContent value="ledger">
        <AccountLedger label={t('title')} />
      </TabsContent>
      <TabsContent value="movements">
        <AssetHistory label={t('tabs.movements')} showHeading={false} />
      </TabsContent>
    </Tabs>
  );
}
