import type { ReactNode } from 'react';
import type { IndicatorSettings } from '@/lib/contract/chart-indicators';
import type { DrawingsByContract } from '@/lib/contract/chart-drawings';

/**
 * Where a logged-in user's indicator settings are kept (their server preferences). Without one
 * (a visitor) the chart keeps them in the browser.
 */
export interface ChartIndicatorStore {
  /**
   * The saved settings as stored (the chart checks them with their schema, which loads with the
   * indicators); null when none were saved yet, undefined while they load.
   */
  stored: unknown;
  save: (settings: IndicatorSettings) => void;
}

/** A horizontal line the integrator asks the chart to draw (an open order, the entry, TP/SL…). */
export interface ChartPriceLine {
  id: string;
  kind: 'order' | 'entry' | 'tp' | 'sl' | 'liquidation';
  /** Decimal string, as the API sends it. */
  price: string;
  label: string;
  side?: 'buy' | 'sell';
}

export interface ChartPanelProps {
  contractId: number;
  /** Contract code, e.g. "BTCUSDT" (the kline topic's symbol). */
  code: string;
  /** Decimals of the contract's prices. */
  priceScale: number;
  /** Price step, decimal string ("0.5"). */
  tickSize: string;
  lines?: readonly ChartPriceLine[];
  /** An order line was dragged to `price` (rounded to the tick); the integrator confirms the change. */
  onOrderLineDrag?: (id: string, price: string) => void;
  /**
   * The market depth view, shown in place of the candles when the user picks Depth (the chart
   * offers the Candles | Depth switch only when it is given). The integrator passes an element
   * that loads its code when first rendered, so the candles' first load does not carry it.
   */
  depthView?: ReactNode;
  /** The user's indicator settings, for a logged-in user; a visitor's stay in the browser. */
  indicatorStore?: ChartIndicatorStore | undefined;
  /** The user's drawings, for a logged-in user; a visitor's stay in the browser. */
  drawingStore?: ChartDrawingStore | undefined;
}

/**
 * Where a logged-in user's drawings are kept (their server preferences): every contract's, by
 * contract code. Without one (a visitor) the chart keeps them in the browser.
 */
export interface ChartDrawingStore {
  /** The saved drawings as stored (the chart checks them); null when none, undefined while loading. */
  stored: unknown;
  save: (drawings: DrawingsByContract) => void;
}
