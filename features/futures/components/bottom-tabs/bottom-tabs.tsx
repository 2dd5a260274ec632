'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRealtime } from '@/features/realtime';
import { useIsLoggedIn } from '@/features/session';
import { Link } from '@/components/i18n/link';
import { useTradingAccount } from '../../hooks/use-bonus-account';
import type { TradingAccountType } from '../../model/trading-account';
import { LiquidationHistoryTable } from './liquidation-history-table';
import { OpenOrdersTable } from './open-orders-table';
import { OrderHistoryTable } from './order-history-table';
import { PnlHistoryPanel } from './pnl-history';
import { PositionHistoryTable } from './position-history-table';
import { PositionsTable } from './positions-table';
import { TradeHistoryTable } from './trade-history-table';
import { useLiveHistories } from './use-live-histories';

/** What the transaction history tab shows: the account the order panel trades, one contract or all. */
export interface LedgerTabScope {
  accountType: TradingAccountType;
  contractId: number | undefined;
  /** The funding fees tab: the same ledger, its funding rows only. */
  kind?: 'funding';
}

export interface BottomTabsProps {
  contractId: number;
  /** The contract's code ("BTCUSDT"), for the filter's label. */
  code: string;
  /**
   * The transaction history tab's content: every balance change of the account with the balance
   * after it; with `kind` "funding", the funding fees tab. The ledger is the wallet feature's, so
   * the screen composes it in (no tabs without it).
   */
  ledger?: (scope: LedgerTabScope) => ReactNode;
}

const TAB_IDS = [
  'positions',
  'openOrders',
  'orderHistory',
  'positionHistory',
  'pnl',
  'liquidations',
  'trades',
  'funding',
  'ledger',
] as const;
type TabId = (typeof TAB_IDS)[number];

function LoginPrompt() {
  const t = useTranslations('Futures.BottomTabs');
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm text-fg-muted">
      <p>{t('loginPrompt')}</p>
      <div className="flex gap-2">
        <Link href="/log-in" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
          {t('logIn')}
        </Link>
        <Link href="/sign-up" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          {t('signUp')}
        </Link>
      </div>
    </div>
  );
}

/** The ledger of the account the order panel trades now (main or bonus). */
function LedgerTab({
  ledger,
  contractId,
  kind,
}: {
  ledger: NonNullable<BottomTabsProps['ledger']>;
  contractId: number | undefined;
  kind?: LedgerTabScope['kind'];
}) {
  const { accountType } = useTradingAccount();
  return ledger({ accountType, contractId, ...(kind ? { kind } : {}) });
}

function Panels({ contractId, code, ledger }: BottomTabsProps) {
  const t = useTranslations('Futures.BottomTabs');
  const [tab, setTab] = useState<TabId>('positions');
  const [currentOnly, setCurrentOnly] = useState(false);
  const filter = currentOnly ? contractId : undefined;
  const positionCount = useRealtime(
    (s) => s.positions.filter((p) => filter === undefined || p.contractId === filter).length,
  );
  const orderCount = useRealtime(
    (s) =>
      Object.values(s.openOrders).filter((o) => filter === undefined || o.contractId === filter)
        .length,
  );
  useLiveHistories();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(TAB_IDS.find((id) => id === value) ?? 'positions')}
      className="flex flex-col"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3">
        <TabsList aria-label={t('tabsLabel')} className="max-w-full overflow-x-auto border-b-0">
          <TabsTrigger value="positions">{t('positionsTab', { count: positionCount })}</TabsTrigger>
          <TabsTrigger value="openOrders">{t('openOrdersTab', { count: orderCount })}</TabsTrigger>
          <TabsTrigger value="orderHistory">{t('orderHistoryTab')}</TabsTrigger>
          <TabsTrigger value="positionHistory">{t('positionHistoryTab')}</TabsTrigger>
          <TabsTrigger value="pnl">{t('pnlHistoryTab')}</TabsTrigger>
          <TabsTrigger value="liquidations">{t('liquidationHistoryTab')}</TabsTrigger>
          <TabsTrigger value="trades">{t('tradeHistoryTab')}</TabsTrigger>
          {ledger ? <TabsTrigger value="funding">{t('fundingFeesTab')}</TabsTrigger> : null}
          {ledger ? <TabsTrigger value="ledger">{t('ledgerTab')}</TabsTrigger> : null}
        </TabsList>
        {tab !== 'pnl' ? (
          <Checkbox
            label={`${t('currentContractOnly')} (${code})`}
            checked={currentOnly}
            onCheckedChange={(checked) => setCurrentOnly(checked === true)}
          />
        ) : null}
      </div>
      <TabsContent value="positions">
        <PositionsTable contractId={filter} />
      </TabsContent>
      <TabsContent value="openOrders">
        <OpenOrdersTable contractId={filter} />
      </TabsContent>
      <TabsContent value="orderHistory">
        <OrderHistoryTable contractId={filter} />
      </TabsContent>
      <TabsContent value="positionHistory">
        <PositionHistoryTable contractId={filter} />
      </TabsContent>
      <TabsContent value="pnl">
        <PnlHistoryPanel />
      </TabsContent>
      <TabsContent value="liquidations">
        <LiquidationHistoryTable contractId={filter} />
      </TabsContent>
      <TabsContent value="trades">
        <TradeHistoryTable contractId={filter} />
      </TabsContent>
      {ledger ? (
        <TabsContent value="funding">
          <LedgerTab ledger={ledger} contractId={filter} kind="funding" />
        </TabsContent>
      ) : null}
      {ledger ? (
        <TabsContent value="ledger">
          <LedgerTab ledger={ledger} contractId={filter} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}

/**
 * Positions, open orders and the histories under the trading screen. Positions and open orders
 * are the realtime store's (seeded by usePrivateTradingData, kept by match frames); histories are
 * REST lists that match frames keep live (useLiveHistories: a finished order is written into order
 * history from its frame; lists no frame can rebuild are re-read once). Visitors are asked to log in.
 */
export function BottomTabs(props: BottomTabsProps) {
  const isLoggedIn = useIsLoggedIn();
  return (
    <section className="min-w-0 border-t border-line" data-tour="positions">
      {isLoggedIn ? <Panels {...props} /> : <LoginPrompt />}
    </section>
  );
}
