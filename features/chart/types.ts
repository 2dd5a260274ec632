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
}
