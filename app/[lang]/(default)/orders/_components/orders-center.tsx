'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  OpenOrdersTable,
  OrderHistoryTable,
  TradeHistoryTable,
  useLiveHistories,
  usePrivateTradingData,
} from '@/features/futures';
import { useRealtime } from '@/features/realtime';
import { useIsLoggedIn } from '@/features/session';

const TABS = ['open', 'orders', 'trades'] as const;
type Tab = (typeof TABS)[number];

/**
 * Open orders, order history and trade history of every contract: the trading screen's own tables
 * (open orders live from the realtime store, with cancel; the histories kept live by the frames).
 */
export function OrdersCenter() {
  const t = useTranslations('Orders');
  const isLoggedIn = useIsLoggedIn();
  usePrivateTradingData(isLoggedIn);
  useLiveHistories();
  const openCount = useRealtime((s) => Object.keys(s.openOrders).length);
  const [tab, setTab] = useState<Tab>('open');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(TABS.find((id) => id === value) ?? 'open')}>
      <TabsList aria-label={t('tabsLabel')}>
        <TabsTrigger value="open">{t('openOrders', { count: openCount })}</TabsTrigger>
        <TabsTrigger value="orders">{t('orderHistory')}</TabsTrigger>
        <TabsTrigger value="trades">{t('tradeHistory')}</TabsTrigger>
      </TabsList>
      <TabsContent value="open" className="pt-4">
        <OpenOrdersTable />
      </TabsContent>
      <TabsContent value="orders" className="pt-4">
        <OrderHistoryTable />
      </TabsContent>
      <TabsContent value="trades" className="pt-4">
        <TradeHistoryTable />
      </TabsContent>
    </Tabs>
  );
}
