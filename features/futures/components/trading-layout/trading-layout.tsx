'use client';

import { useTranslations } from 'next-intl';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PANEL_LIMITS } from '../../model/panel-sizes';
import { OrderSheet, useOrderSheetSide } from './order-sheet';
import { ResizeHandle } from './resize-handle';
import { usePanelSizes } from './use-panel-sizes';

type MarketView = 'chart' | 'book' | 'trades';

export interface TradingLayoutProps {
  contractBar: ReactNode;
  chart: ReactNode;
  orderBook: ReactNode;
  recentTrades: ReactNode;
  orderPanel: ReactNode;
  bottomTabs: ReactNode;
}

/**
 * The trading screen's arrangement. Every panel is mounted once (one chart, one book) and only
 * moved by CSS: on desktop (≥ 1280 px) chart, book and trades, and the order panel side by side
 * with resizable, remembered widths; narrower, a chart / book / trades switch, and on phones the
 * order panel becomes a bottom sheet opened from Buy / Sell.
 */
export function TradingLayout({
  contractBar,
  chart,
  orderBook,
  recentTrades,
  orderPanel,
  bottomTabs,
}: TradingLayoutProps) {
  const t = useTranslations('Futures.Layout');
  const [sizes, resize] = usePanelSizes();
  const [view, setView] = useState<MarketView>('chart');
  const [sheetSide, setSheetSide] = useOrderSheetSide();

  const style = {
    '--book-w': `${sizes.book}px`,
    '--panel-w': `${sizes.orderPanel}px`,
    '--chart-h': `${sizes.chartHeight}px`,
  } as CSSProperties;

  return (
    <div className="flex min-w-0 flex-col" style={style} data-testid="trading-layout">
      {contractBar}
      <div
        className={cn(
          'grid min-w-0 gap-px bg-line',
          "[grid-template-areas:'switch'_'market'_'tabs']",
          // The order panel spans the switch and market rows: the market row takes what the panel's
          // height leaves, so the switch row keeps its own height.
          "md:grid-cols-[minmax(0,1fr)_20rem] md:grid-rows-[auto_minmax(26rem,1fr)_auto] md:[grid-template-areas:'switch_panel'_'market_panel'_'tabs_tabs']",
          'xl:grid-cols-[minmax(0,1fr)_4px_var(--book-w)_4px_var(--panel-w)] xl:grid-rows-[var(--chart-h)_auto] xl:gap-0',
          "xl:[grid-template-areas:'chart_h1_book_h2_panel'_'tabs_tabs_tabs_h2_panel']",
        )}
      >
        <div
          role="group"
          aria-label={t('marketViews')}
          className="flex gap-1 bg-bg-raised px-3 py-2 [grid-area:switch] xl:hidden"
        >
          {(['chart', 'book', 'trades'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={view === name}
              onClick={() => setView(name)}
              className={cn(
                'rounded-md px-3 py-1 text-sm text-fg-muted aria-pressed:bg-bg-sunken aria-pressed:font-medium aria-pressed:text-fg',
                focusRing,
              )}
            >
              {t(name)}
            </button>
          ))}
        </div>
        <section
          aria-label={t('chart')}
          className={cn(
            'h-[26rem] min-w-0 bg-bg-raised [grid-area:market] md:h-auto xl:block xl:[grid-area:chart]',
            view === 'chart' ? 'block' : 'hidden',
          )}
        >
          {chart}
        </section>
        <ResizeHandle
          label={t('resizeBook')}
          orientation="vertical"
          value={sizes.book}
          {...PANEL_LIMITS.book}
          direction={-1}
          onResize={(value) => resize('book', value)}
          className="[grid-area:h1]"
        />
        <div
          className={cn(
            'min-h-[26rem] min-w-0 flex-col bg-bg-raised [grid-area:market] xl:flex xl:min-h-0 xl:overflow-hidden xl:[grid-area:book]',
            view === 'chart' ? 'hidden' : 'flex',
          )}
        >
          {/* Desktop: the chart always shows, so the column switches between book and trades. */}
          <div
            role="group"
            aria-label={t('bookViews')}
            className="hidden gap-1 border-b border-line px-2 py-1.5 xl:flex"
          >
            {(['book', 'trades'] as const).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name || (name === 'book' && view === 'chart')}
                onClick={() => setView(name)}
                className={cn(
                  'rounded-md px-2.5 py-0.5 text-xs text-fg-muted aria-pressed:bg-bg-sunken aria-pressed:font-medium aria-pressed:text-fg',
                  focusRing,
                )}
              >
                {t(name)}
              </button>
            ))}
          </div>
          <section
            aria-label={t('book')}
            className={cn(
              'min-h-0 flex-1',
              view === 'book' ? 'block' : view === 'chart' ? 'hidden xl:block' : 'hidden',
            )}
          >
            {orderBook}
          </section>
          <section
            aria-label={t('trades')}
            className={cn('min-h-0 flex-1', view === 'trades' ? 'block' : 'hidden')}
          >
            {recentTrades}
          </section>
        </div>
        <ResizeHandle
          label={t('resizeOrderPanel')}
          orientation="vertical"
          value={sizes.orderPanel}
          {...PANEL_LIMITS.orderPanel}
          direction={-1}
          onResize={(value) => resize('orderPanel', value)}
          className="[grid-area:h2]"
        />
        {/* Not a landmark of its own: the order panel inside is the region. On phones it is
            hidden here and shown in the order sheet, where it moves while the sheet is open. */}
        <div
          data-testid="order-panel-region"
          className="hidden bg-bg-raised md:block md:[grid-area:panel]"
        >
          {sheetSide === null ? orderPanel : null}
        </div>
        <section aria-label={t('tabs')} className="min-w-0 bg-bg-raised [grid-area:tabs]">
          <ResizeHandle
            label={t('resizeChart')}
            orientation="horizontal"
            value={sizes.chartHeight}
            {...PANEL_LIMITS.chartHeight}
            direction={1}
            onResize={(value) => resize('chartHeight', value)}
            className="w-full"
          />
          {bottomTabs}
        </section>
      </div>
      <OrderSheet side={sheetSide} onSideChange={setSheetSide}>
        {orderPanel}
      </OrderSheet>
    </div>
  );
}
