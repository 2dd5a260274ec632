'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnectionStatus, useRecentTrades, useTopicSubscription } from '@/features/realtime';
import { findContractByCode } from '@/lib/contract/reference-data';
import { cn } from '@/lib/cn';
import { amountPrecisionFromContractSize } from '@/lib/decimal';
import { formatNumber, formatPrice } from '@/lib/format';
import { Topic } from '@/lib/socket/protocol';
import { formatTradeTime, largeTradeSize, tradeSide } from '../model/trade-rows';

export interface RecentTradesPanelProps {
  contractId: number;
  /** Contract code as the server names it (`BTCUSDT`). */
  code: string;
  priceScale: number;
  baseAsset: string;
  /** Decimals of sizes; by default the contract's amount precision from the reference data. */
  quantityScale?: number;
  /**
   * The logged-in user's own fills of this contract (the integrator composes `OwnTradesList`
   * with the user's data). Given, an All / Mine toggle shows them; rendered only under Mine, so
   * they are read only when asked for. Visitors get no toggle.
   */
  mine?: ReactNode;
}

/**
 * How long an open connection may stay silent before "No trades yet" replaces the skeleton: the
 * server sends no backlog of trades on subscribe, so silence is the only sign of a quiet market.
 */
export const QUIET_MARKET_MS = 3000;

const COLUMNS = 'grid grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)_minmax(0,0.9fr)] gap-x-2 px-2';
const SKELETON_ROWS = 12;

interface TradeRowProps {
  price: string | number;
  amount: string | number;
  side: string | number;
  time: number;
  priceScale: number;
  sizeDecimals: number | undefined;
  /** Many times the usual size of the list (model/trade-rows largeTradeSize): drawn stronger. */
  large: boolean;
}

const TradeRow = memo(function TradeRow({
  price,
  amount,
  side,
  time,
  priceScale,
  sizeDecimals,
  large,
}: TradeRowProps) {
  const locale = useLocale();
  const t = useTranslations('RecentTrades');
  const taker = tradeSide(side);
  return (
    <li
      className={cn(
        COLUMNS,
        'h-5 items-center text-right',
        large && 'font-semibold',
        large && (taker === 'sell' ? 'bg-down/15' : 'bg-up/15'),
      )}
      data-large={large || undefined}
    >
      <span
        className={cn(
          'truncate text-left',
          taker === 'buy' ? 'text-up' : taker === 'sell' ? 'text-down' : 'text-fg',
        )}
      >
        {large ? <span className="sr-only">{t('large')} </span> : null}
        {taker ? <span className="sr-only">{t(taker)} </span> : null}
        {formatPrice(price, locale, priceScale)}
      </span>
      <span className="truncate">
        {formatNumber(amount, locale, sizeDecimals === undefined ? {} : { decimals: sizeDecimals })}
      </span>
      <span className="truncate text-fg-muted">{formatTradeTime(time, locale)}</span>
    </li>
  );
});

type TradesView = 'all' | 'mine';

/** All / Mine: everyone's trades of the contract, or the user's own fills. */
function TradesViewToggle({
  view,
  onViewChange,
}: {
  view: TradesView;
  onViewChange: (view: TradesView) => void;
}) {
  const t = useTranslations('RecentTradesMine');
  return (
    <div role="group" aria-label={t('views')} className="flex shrink-0 gap-1 px-2 pt-1">
      {(['all', 'mine'] as const).map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={view === name}
          onClick={() => onViewChange(name)}
          className={cn(
            'rounded-md px-2 py-0.5 text-fg-muted aria-pressed:bg-bg-sunken aria-pressed:font-medium aria-pressed:text-fg',
            focusRing,
          )}
        >
          {t(name)}
        </button>
      ))}
    </div>
  );
}

/** True once the connection has been open for QUIET_MARKET_MS. */
function useQuietMarket(): boolean {
  const open = useConnectionStatus() === 'open';
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setQuiet(true), QUIET_MARKET_MS);
    return () => {
      clearTimeout(timer);
      setQuiet(false);
    };
  }, [open]);
  return open && quiet;
}

export function RecentTradesPanel({
  contractId,
  code,
  priceScale,
  baseAsset,
  quantityScale,
  mine,
}: RecentTradesPanelProps) {
  const t = useTranslations('RecentTrades');
  const [view, setView] = useState<TradesView>('all');
  const showMine = view === 'mine' && mine !== undefined;
  useTopicSubscription(Topic.futureTick, [{ symbol: code }]);
  const trades = useRecentTrades(contractId);
  const largeSize = useMemo(() => largeTradeSize(trades.map((trade) => trade.amount)), [trades]);
  const quiet = useQuietMarket();
  const sizeDecimals = useMemo(() => {
    if (quantityScale !== undefined) return quantityScale;
    const contract = findContractByCode(code);
    return contract ? amountPrecisionFromContractSize(contract.contractSize) : undefined;
  }, [quantityScale, code]);

  let body;
  if (trades.length > 0) {
    body = (
      <ol aria-label={t('title')} className="tabular">
        {trades.map((trade, index) => (
          // By position: a new trade shifts the values down through the same nodes.
          <TradeRow
            key={index}
            price={trade.price}
            amount={trade.amount}
            side={trade.side}
            time={trade.time}
            priceScale={priceScale}
            sizeDecimals={sizeDecimals}
            large={largeSize !== null && largeSize.lte(trade.amount)}
          />
        ))}
      </ol>
    );
  } else if (quiet) {
    body = <p className="px-2 py-6 text-center text-fg-muted">{t('empty')}</p>;
  } else {
    body = (
      <div role="status" data-testid="trades-skeleton">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className={cn(COLUMNS, 'h-5 items-center')}>
            <Skeleton className="h-3 w-16" />
            <Skeleton className="ml-auto h-3 w-12" />
            <Skeleton className="ml-auto h-3 w-12" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <section aria-label={t('title')} className="flex h-full min-w-0 flex-col text-xs">
      {mine !== undefined ? <TradesViewToggle view={view} onViewChange={setView} /> : null}
      {showMine ? <div className="min-h-0 flex-1">{mine}</div> : null}
      {/* All trades stay subscribed and counted under Mine, only hidden. */}
      <div className={cn(COLUMNS, 'shrink-0 py-1 text-right text-fg-muted')} hidden={showMine}>
        <span className="truncate text-left">{t('price')}</span>
        <span className="truncate">{t('size', { asset: baseAsset })}</span>
        <span className="truncate">{t('time')}</span>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" hidden={showMine}>
        {body}
      </div>
    </section>
  );
}
