'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { findContractByCode } from '@/lib/contract/reference-data';
import { amountPrecisionFromContractSize, decimalsOf } from '@/lib/decimal';
import { cn } from '@/lib/cn';
import { useSteppedOrderBook } from '../hooks/use-stepped-order-book';
import {
  bookRows,
  spreadOf,
  stepOptions,
  type BookRow,
  type BookSide,
  type BookView,
  type OwnOrderPrices,
} from '../model/book-rows';
import { BookLevelRow, COLUMNS, type SelectLevel } from './book-level-row';
import { BookMiddleRow } from './book-middle-row';
import { BookToolbar } from './book-toolbar';

export interface OrderBookPanelProps {
  contractId: number;
  /** Contract code as the server names the book (`BTCUSDT`). */
  code: string;
  priceScale: number;
  tickSize: string;
  baseAsset: string;
  /** Prices of the user's open orders, to mark their levels. */
  ownOrderPrices?: OwnOrderPrices;
  /** A level was chosen; with Shift or Alt held, also the quantity up to that level. */
  onPriceSelect?(price: string, quantity?: string): void;
  /**
   * Rows per side that fit when both show (one side alone shows twice as many), and the levels
   * shown until the user picks 10, 20 or 50 (more than fit: the book scrolls). Default 12.
   */
  rowsPerSide?: number;
  /** Decimals of sizes; by default the contract's amount precision from the reference data. */
  quantityScale?: number;
}

const NO_OWN_ORDERS: OwnOrderPrices = { bids: [], asks: [] };
/** Levels per side a trader can pick; the server publishes 50. */
export const BOOK_LEVEL_OPTIONS = [10, 20, 50] as const;
const MAX_LEVELS = 50;

export function OrderBookPanel({
  contractId,
  code,
  priceScale,
  tickSize,
  baseAsset,
  ownOrderPrices = NO_OWN_ORDERS,
  onPriceSelect,
  rowsPerSide = 12,
  quantityScale,
}: OrderBookPanelProps) {
  const t = useTranslations('OrderBook');
  const hintId = useId();
  const steps = useMemo(() => stepOptions(tickSize), [tickSize]);
  const [chosenStep, setStep] = useState<string | null>(null);
  // A step of another contract (the screen switched contracts) falls back to the tick.
  const step =
    chosenStep !== null && steps.includes(chosenStep) ? chosenStep : (steps[0] ?? tickSize);
  const [view, setView] = useState<BookView>('both');
  const levelOptions = useMemo(
    () => [...new Set([rowsPerSide, ...BOOK_LEVEL_OPTIONS])].sort((a, b) => a - b),
    [rowsPerSide],
  );
  const [levels, setLevels] = useState(rowsPerSide);
  const book = useSteppedOrderBook(contractId, code, step, tickSize);

  // One side alone fills at least the height both sides take, so the panel never changes size.
  const rowCount =
    view === 'both' ? levels : Math.min(MAX_LEVELS, Math.max(levels, rowsPerSide * 2));
  const { bids: ownBids, asks: ownAsks } = ownOrderPrices;
  const rows = useMemo(
    () =>
      bookRows({
        depth: book,
        step,
        rowsPerSide: rowCount,
        view,
        ownOrderPrices: { bids: ownBids, asks: ownAsks },
      }),
    [book, step, rowCount, view, ownBids, ownAsks],
  );
  const spread = useMemo(() => spreadOf(rows.bestBid, rows.bestAsk), [rows.bestBid, rows.bestAsk]);

  const priceDecimals = Math.min(priceScale, decimalsOf(step));
  const sizeDecimals = useMemo(() => {
    if (quantityScale !== undefined) return quantityScale;
    const contract = findContractByCode(code);
    return contract ? amountPrecisionFromContractSize(contract.contractSize) : undefined;
  }, [quantityScale, code]);

  // Rows get one callback for the panel's life; the latest onPriceSelect is read when clicked.
  const onPriceSelectRef = useRef(onPriceSelect);
  useEffect(() => {
    onPriceSelectRef.current = onPriceSelect;
  }, [onPriceSelect]);
  const onSelect = useCallback<SelectLevel>((price, total, withSize) => {
    const select = onPriceSelectRef.current;
    if (!select) return;
    if (withSize) select(price, total);
    else select(price);
  }, []);

  const side = (which: BookSide, levels: (BookRow | null)[]) => (
    <ol aria-label={t(which === 'bid' ? 'bids' : 'asks')} className="flex shrink-0 flex-col">
      {/* Asks come best first; they are drawn (and read) from the top down to the best ask. */}
      {(which === 'ask' ? levels.toReversed() : levels).map((row, index) => (
        <BookLevelRow
          // By position, not price: as prices move the same nodes show the new levels.
          key={index}
          tabbable={index === (which === 'ask' ? levels.length - 1 : 0)}
          side={which}
          price={row?.price ?? null}
          size={row?.size ?? ''}
          total={row?.total ?? ''}
          ratio={row?.ratio ?? 0}
          own={row?.own ?? false}
          priceDecimals={priceDecimals}
          sizeDecimals={sizeDecimals}
          baseAsset={baseAsset}
          onSelect={onSelect}
        />
      ))}
    </ol>
  );

  const empty = rows.bestAsk === null && rows.bestBid === null;

  // More levels than fit: the book scrolls, and opens on the middle row (the best prices).
  const levelsBox = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = levelsBox.current;
    const middle = box?.querySelector<HTMLElement>('[data-testid="book-middle-row"]');
    if (!box || !middle) return;
    box.scrollTop =
      view === 'both' ? middle.offsetTop - (box.clientHeight - middle.offsetHeight) / 2 : 0;
  }, [levels, view]);

  return (
    <section
      aria-label={t('title')}
      aria-describedby={hintId}
      className="flex h-full min-w-0 flex-col overflow-hidden text-xs"
    >
      <p id={hintId} className="sr-only">
        {t('hint')}
      </p>
      <BookToolbar
        view={view}
        onViewChange={setView}
        steps={steps}
        step={step}
        onStepChange={setStep}
        levelOptions={levelOptions}
        levels={levels}
        onLevelsChange={setLevels}
      />
      <div
        className={cn(COLUMNS, 'shrink-0 px-2 py-1 text-right text-fg-muted')}
        aria-hidden="true"
      >
        <span className="truncate text-left">{t('price')}</span>
        <span className="truncate">{t('size', { asset: baseAsset })}</span>
        <span className="truncate">{t('total', { asset: baseAsset })}</span>
      </div>
      <div
        ref={levelsBox}
        data-book-levels=""
        className="tabular relative min-h-0 flex-1 overflow-y-auto"
      >
        {view !== 'bids' ? side('ask', rows.asks) : null}
        <BookMiddleRow
          contractId={contractId}
          priceScale={priceScale}
          spread={spread}
          priceDecimals={priceDecimals}
        />
        {view !== 'asks' ? side('bid', rows.bids) : null}
        {empty ? (
          <p className="pointer-events-none absolute inset-x-0 top-1/4 text-center text-fg-muted">
            {t('empty')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
