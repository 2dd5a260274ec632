'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FuturesOpening } from '@/features/auth';
import { ChartPanel } from '@/features/chart';
import {
  BottomTabs,
  CalculatorDialog,
  ContractBar,
  OrderPanel,
  TradingLayout,
  TradingShortcuts,
  orderFormStore,
  useChartIndicatorPreferences,
  useChartLines,
  useOrderLineAmend,
  switchToBonusAccount,
  useBonusAccount,
  useOwnOrderPrices,
  usePrivateTradingData,
} from '@/features/futures';
import { DepthChart, OrderBookPanel, RecentTradesPanel } from '@/features/order-book';
import { ConnectionBanner } from '@/features/realtime';
import { useFuturesStatus, useIsLoggedIn, useKycModal, useUserInfoQuery } from '@/features/session';
import { AccountLedger, openTransferDialog } from '@/features/wallet';
import { contractCode, contracts, type ContractReference } from '@/lib/contract/reference-data';
import { useRouter } from '@/lib/i18n/navigation';
import { useChartDrawingPreferences } from './use-chart-drawing-preferences';

// The recent trades' Mine (the trade history request and its schema) loads when Mine is chosen.
const OwnContractTrades = dynamic(
  () => import('./own-contract-trades').then((m) => m.OwnContractTrades),
  { ssr: false },
);

// The guided tour loads after the screen (never in its first load) and only shows once per user.
const TourHost = dynamic(() => import('@/features/rewards/tour').then((m) => m.TourHost), {
  ssr: false,
});

/** The trading screen's client side: the features composed and wired to each other. */
export function FuturesTrading({ contractId }: { contractId: number }) {
  const contract = contracts.find((c) => c.contractId === contractId);
  if (!contract) return null;
  return <FuturesTradingForContract contract={contract} />;
}

function FuturesTradingForContract({ contract }: { contract: ContractReference }) {
  const t = useTranslations('Futures.Screen');
  const tabs = useTranslations('Futures.BottomTabs');
  const contractId = contract.contractId;
  const ownPrices = useOwnOrderPrices(contractId);
  const chartLines = useChartLines(contractId);
  const isLoggedIn = useIsLoggedIn();
  usePrivateTradingData(isLoggedIn);
  const chartIndicators = useChartIndicatorPreferences(isLoggedIn);
  const chartDrawings = useChartDrawingPreferences(isLoggedIn);
  const userInfo = useUserInfoQuery({ enabled: isLoggedIn });
  // The order panel's gate: an account opened but not funded yet lists no futures account.
  const futuresStatus = useFuturesStatus({
    enabled: isLoggedIn && userInfo.data?.simpleStatus === 1,
  });
  const [, openKyc] = useKycModal();
  const code = contractCode(contract.name);
  const amendContract = useMemo(() => ({ ...contract, code }), [contract, code]);
  const amend = useOrderLineAmend(amendContract);
  const router = useRouter();
  const bonus = useBonusAccount();
  // 'Switch to bonus account': the order panel's account selector when there is a bonus account
  // to trade; else the vouchers, where one is used into it.
  const switchToBonus = () =>
    bonus.usable ? switchToBonusAccount() : router.push('/rewards#vouchers');
  return (
    <div data-testid="futures-screen" data-contract={code}>
      <ConnectionBanner />
      {isLoggedIn ? <TourHost onSwitchToBonus={switchToBonus} /> : null}
      {amend.dialog}
      <h1 className="sr-only">{t('heading', { symbol: code })}</h1>
      <TradingLayout
        contractBar={
          <ContractBar
            contract={contract}
            actions={
              <>
                <CalculatorDialog contract={contract} />
                <TradingShortcuts contractId={contractId} loggedIn={isLoggedIn} />
              </>
            }
          />
        }
        chart={
          <ChartPanel
            contractId={contract.contractId}
            code={code}
            priceScale={contract.priceScale}
            tickSize={contract.tickSize}
            lines={chartLines}
            onOrderLineDrag={amend.onOrderLineDrag}
            indicatorStore={chartIndicators}
            drawingStore={chartDrawings}
            depthView={
              <DepthChart
                contractId={contract.contractId}
                code={code}
                priceScale={contract.priceScale}
                tickSize={contract.tickSize}
                baseAsset={contract.baseAsset}
                quoteAsset={contract.quoteAsset}
              />
            }
          />
        }
        orderBook={
          <OrderBookPanel
            contractId={contract.contractId}
            code={code}
            priceScale={contract.priceScale}
            tickSize={contract.tickSize}
            baseAsset={contract.baseAsset}
            ownOrderPrices={ownPrices}
            rowsPerSide={10}
            onPriceSelect={orderFormStore.getState().priceSelected}
          />
        }
        recentTrades={
          <RecentTradesPanel
            contractId={contract.contractId}
            code={code}
            priceScale={contract.priceScale}
            baseAsset={contract.baseAsset}
            mine={isLoggedIn ? <OwnContractTrades contract={contract} /> : undefined}
          />
        }
        orderPanel={
          <OrderPanel
            contractId={contract.contractId}
            code={code}
            onTransfer={(to) => openTransferDialog({ from: 'spot', to })}
            futuresOpened={futuresStatus.data?.opened}
            openFutures={
              userInfo.data ? (
                <FuturesOpening account={userInfo.data} onStartKyc={() => openKyc(true)} />
              ) : undefined
            }
          />
        }
        bottomTabs={
          <BottomTabs
            contractId={contract.contractId}
            code={code}
            ledger={(scope) => (
              <AccountLedger
                label={tabs(scope.kind === 'funding' ? 'fundingFeesTab' : 'ledgerTab')}
                account={scope.accountType}
                contractId={scope.contractId}
                compact
                fileName={scope.kind === 'funding' ? 'funding-fees' : 'transaction-history'}
                {...(scope.kind ? { kind: scope.kind, emptyText: tabs('empty.fundingFees') } : {})}
              />
            )}
          />
        }
      />
    </div>
  );
}
