'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import {
  BottomTabs,
  CalculatorDialog,
  ContractBar,
  TradingLayout,
  orderFormStore,
  useOwnOrderPrices,
  usePrivateTradingData,
} from '@/features/futures';
import { OrderBookPanel, RecentTradesPanel } from '@/features/order-book';
import { ConnectionBanner } from '@/features/realtime';
import { useIsLoggedIn } from '@/features/session';
import { contractCode, contracts } from '@/lib/contract/reference-data';

function Pending({ title }: { title: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2 p-3">
      <h2 className="text-sm font-medium text-fg">{title}</h2>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}

/** The trading screen's client side: the features composed and wired to each other. */
export function FuturesTrading({ contractId }: { contractId: number }) {
  const t = useTranslations('Futures.Screen');
  const contract = contracts.find((c) => c.contractId === contractId);
  const ownPrices = useOwnOrderPrices(contractId);
  usePrivateTradingData(useIsLoggedIn());
  if (!contract) return null;
  const code = contractCode(contract.name);
  return (
    <div data-testid="futures-screen" data-contract={code}>
      <ConnectionBanner />
      <h1 className="sr-only">{t('heading', { symbol: code })}</h1>
      <TradingLayout
        contractBar={
          <ContractBar contract={contract} actions={<CalculatorDialog contract={contract} />} />
        }
        chart={<Pending title={t('chart')} />}
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
          />
        }
        orderPanel={<Pending title={t('orderPanel')} />}
        bottomTabs={<BottomTabs contractId={contract.contractId} code={code} />}
      />
    </div>
  );
}
