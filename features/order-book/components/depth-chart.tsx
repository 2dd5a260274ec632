'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useElementSize } from '@/components/hooks/use-element-size';
import { focusRing } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { findContractByCode } from '@/lib/contract/reference-data';
import { amountPrecisionFromContractSize, type Decimal } from '@/lib/decimal';
import { formatNumber, formatPrice } from '@/lib/format';
import { useSteppedOrderBook } from '../hooks/use-stepped-order-book';
import {
  depthAt,
  depthCurve,
  depthLevels,
  type DepthCurve,
  type DepthLevel,
} from '../model/depth-curve';
import { spreadOf } from '../model/book-rows';
import { DepthPlot, plotGeometry, tooltipLeft } from './depth-plot';

export interface DepthChartProps {
  contractId: number;
  /** Contract code as the server names the book (`BTCUSDT`). */
  code: string;
  priceScale: number;
  tickSize: string;
  baseAsset: string;
  quoteAsset: string;
  /** Decimals of amounts; by default the contract's amount precision from the reference data. */
  quantityScale?: number;
}

/** Cumulative values are quote-asset money (USDT): cents. */
const VALUE_DECIMALS = 2;
const TOOLTIP_WIDTH = 176;

/** Where the user points: a price under the pointer, or a level chosen with the arrow keys. */
type Cursor = { kind: 'pointer'; price: Decimal } | { kind: 'key'; side: string; price: string };

function levelOfCursor(curve: DepthCurve, cursor: Cursor | null): DepthLevel | null {
  if (!cursor) return null;
  if (cursor.kind === 'pointer') return depthAt(curve, cursor.price);
  // The level chosen with the keys, as the book now has it (its total moves with the market).
  return (
    depthLevels(curve).find(
      (level) => level.side === cursor.side && level.step.price.toString() === cursor.price,
    ) ?? null
  );
}

/**
 * The market depth chart: the live book's cumulative bids and asks around the mid price. It holds
 * the same book subscription as the order book panel (one room per contract at the tick, counted
 * by the realtime client), so showing it opens no second feed. Pointer or arrow keys read a
 * level's price, cumulative amount and value; a table sums both sides up for screen readers.
 */
export function DepthChartClient({
  contractId,
  code,
  priceScale,
  tickSize,
  baseAsset,
  quoteAsset,
  quantityScale,
}: DepthChartProps) {
  const t = useTranslations('DepthChart');
  const locale = useLocale();
  const book = useSteppedOrderBook(contractId, code, tickSize, tickSize);
  const curve = useMemo(() => depthCurve(book), [book]);
  const plotRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(plotRef);
  const geometry = useMemo(() => plotGeometry(curve, width, height), [curve, width, height]);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();

  const sizeDecimals = useMemo(() => {
    if (quantityScale !== undefined) return quantityScale;
    const contract = findContractByCode(code);
    return contract ? amountPrecisionFromContractSize(contract.contractSize) : undefined;
  }, [quantityScale, code]);
  const price = (value: Decimal) => formatPrice(value, locale, priceScale);
  const amount = (value: Decimal) =>
    formatNumber(value, locale, sizeDecimals === undefined ? {} : { decimals: sizeDecimals });
  const value = (money: Decimal) => formatNumber(money, locale, { decimals: VALUE_DECIMALS });
  const sideName = (side: string) => (side === 'bid' ? t('bids') : t('asks'));

  const active = levelOfCursor(curve, cursor);
  const readout = (level: DepthLevel) =>
    t('levelReadout', {
      side: sideName(level.side),
      price: price(level.step.price),
      amount: amount(level.step.total),
      base: baseAsset,
      value: value(level.step.value),
      quote: quoteAsset,
    });

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (curve.mid === null) return;
    const box = event.currentTarget.getBoundingClientRect();
    setCursor({ kind: 'pointer', price: geometry.priceAt(event.clientX - box.left) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const levels = depthLevels(curve);
    if (event.key === 'Escape') {
      setCursor(null);
      return;
    }
    const current = active ? levels.findIndex((l) => l.step === active.step) : -1;
    // Nothing chosen yet: ← reads the best bid and → the best ask, outward from the mid price.
    const firstAsk = curve.bids.length;
    let index: number;
    if (event.key === 'ArrowLeft') index = current < 0 ? firstAsk - 1 : current - 1;
    else if (event.key === 'ArrowRight') index = current < 0 ? firstAsk : current + 1;
    else if (event.key === 'Home') index = 0;
    else if (event.key === 'End') index = levels.length - 1;
    else return;
    event.preventDefault();
    const level = levels[Math.min(levels.length - 1, Math.max(0, index))];
    if (!level) return;
    setCursor({ kind: 'key', side: level.side, price: level.step.price.toString() });
    setAnnouncement(readout(level));
  };

  const spread = spreadOf(curve.bestBid?.toString() ?? null, curve.bestAsk?.toString() ?? null);
  const empty = book !== undefined && curve.mid === null;
  const lastBid = curve.bids.at(-1);
  const lastAsk = curve.asks.at(-1);
  const activeX = active ? geometry.x(active.step.price) : 0;

  return (
    <div className="flex h-full min-h-0 flex-col text-xs">
      <dl className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-0.5 px-2 py-1 tabular-nums">
        <div className="flex gap-1">
          <dt className="text-fg-muted">{t('bestBid')}</dt>
          <dd className="text-up" data-testid="depth-best-bid">
            {curve.bestBid ? price(curve.bestBid) : '--'}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-fg-muted">{t('bestAsk')}</dt>
          <dd className="text-down" data-testid="depth-best-ask">
            {curve.bestAsk ? price(curve.bestAsk) : '--'}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-fg-muted">{t('spread')}</dt>
          <dd>{spread ? formatPrice(spread.absolute, locale, priceScale) : '--'}</dd>
        </div>
      </dl>
      <div
        ref={plotRef}
        role="figure"
        aria-label={t('label', { code })}
        aria-describedby={hintId}
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setCursor((c) => (c?.kind === 'pointer' ? null : c))}
        onKeyDown={onKeyDown}
        onBlur={() => setCursor((c) => (c?.kind === 'key' ? null : c))}
        className={cn('relative min-h-0 flex-1 overflow-hidden rounded-sm', focusRing)}
      >
        {book === undefined ? (
          <div className="absolute inset-0 flex flex-col gap-2 p-2" aria-busy="true">
            <span className="sr-only" role="status">
              {t('loading')}
            </span>
            <Skeleton className="flex-1" />
          </div>
        ) : empty ? (
          <p className="absolute inset-0 flex items-center justify-center text-fg-muted">
            {t('empty')}
          </p>
        ) : width > 0 && height > 0 ? (
          <DepthPlot
            curve={curve}
            geometry={geometry}
            width={width}
            height={height}
            active={active}
            priceScale={priceScale}
            locale={locale}
            labels={{
              priceAxis: t('priceAxis', { asset: quoteAsset }),
              amountAxis: t('amountAxis', { asset: baseAsset }),
              midPrice: t('midPrice'),
            }}
          />
        ) : null}
        {active ? (
          <dl
            data-testid="depth-tooltip"
            aria-hidden="true"
            style={{ left: tooltipLeft(activeX, geometry, TOOLTIP_WIDTH), width: TOOLTIP_WIDTH }}
            className="pointer-events-none absolute top-6 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 rounded-md border border-line bg-bg-raised p-2 shadow-md tabular-nums"
          >
            <dt className="text-fg-muted">{t('price')}</dt>
            <dd className={cn('text-right', active.side === 'bid' ? 'text-up' : 'text-down')}>
              {price(active.step.price)}
            </dd>
            <dt className="text-fg-muted">{t('cumulativeAmount')}</dt>
            <dd className="text-right">
              {amount(active.step.total)} {baseAsset}
            </dd>
            <dt className="text-fg-muted">{t('cumulativeValue')}</dt>
            <dd className="text-right">
              {value(active.step.value)} {quoteAsset}
            </dd>
          </dl>
        ) : null}
        <p id={hintId} className="sr-only">
          {t('hint')}
        </p>
        <table className="sr-only">
          <caption>{t('summaryCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('side')}</th>
              <th scope="col">{t('bestPrice')}</th>
              <th scope="col">{t('levels')}</th>
              <th scope="col">
                {t('cumulativeAmount')} ({baseAsset})
              </th>
              <th scope="col">
                {t('cumulativeValue')} ({quoteAsset})
              </th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ['bid', curve.bestBid, curve.bids.length, lastBid],
                ['ask', curve.bestAsk, curve.asks.length, lastAsk],
              ] as const
            ).map(([side, best, levels, last]) => (
              <tr key={side}>
                <th scope="row">{sideName(side)}</th>
                <td>{best ? price(best) : '--'}</td>
                <td>{levels}</td>
                <td>{last ? amount(last.total) : '--'}</td>
                <td>{last ? value(last.value) : '--'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
