'use client';

import { memo } from 'react';
import type { Decimal } from '@/lib/decimal';
import { formatNumber, formatPrice } from '@/lib/format';
import {
  amountTicks,
  depthOutline,
  priceTicks,
  type DepthCurve,
  type DepthLevel,
  type DepthSide,
} from '../model/depth-curve';

/** Room around the plot for the labels, in CSS pixels. */
const MARGIN = { top: 18, right: 56, bottom: 34, left: 8 } as const;

export interface PlotGeometry {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The amount at the top of the axis (its last round tick). */
  ticks: Decimal[];
  x: (price: Decimal) => number;
  y: (total: Decimal) => number;
  /** The price under a horizontal pixel, clamped to the range. */
  priceAt: (px: number) => Decimal;
}

/**
 * Prices and amounts to pixels. Decimal values become JS numbers only here, for coordinates: no
 * amount shown anywhere passes through these numbers.
 */
export function plotGeometry(curve: DepthCurve, width: number, height: number): PlotGeometry {
  const left = MARGIN.left;
  const right = Math.max(left + 1, width - MARGIN.right);
  const top = MARGIN.top;
  const bottom = Math.max(top + 1, height - MARGIN.bottom);
  const ticks = amountTicks(curve.maxTotal);
  const ceiling = (ticks.at(-1) as Decimal).toNumber() || 1;
  const span = curve.high.minus(curve.low);
  const spanNumber = span.toNumber() || 1;
  return {
    left,
    right,
    top,
    bottom,
    ticks,
    x: (price) => left + (price.minus(curve.low).toNumber() / spanNumber) * (right - left),
    y: (total) => bottom - (total.toNumber() / ceiling) * (bottom - top),
    priceAt: (px) => {
      const ratio = Math.min(1, Math.max(0, (px - left) / (right - left)));
      return curve.low.plus(span.times(ratio));
    },
  };
}

/** One side's stepped outline and the area under it, as SVG path data. */
function sidePaths(curve: DepthCurve, side: DepthSide, g: PlotGeometry) {
  const points = depthOutline(curve, side);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return { line: '', area: '' };
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${g.x(p.price)},${g.y(p.total)}`)
    .join(' ');
  const area = `${line} L${g.x(last.price)},${g.bottom} L${g.x(first.price)},${g.bottom} Z`;
  return { line, area };
}

interface DepthPlotProps {
  curve: DepthCurve;
  geometry: PlotGeometry;
  width: number;
  height: number;
  active: DepthLevel | null;
  priceScale: number;
  locale: string;
  labels: { priceAxis: string; amountAxis: string; midPrice: string };
}

/**
 * The drawing: cumulative bids (up colour) left of the mid price and asks (down colour) right of
 * it as stepped areas, round amount ticks on the right, prices below. Colours are the theme's
 * tokens, so light and dark and the red-up convention follow without a redraw of their own.
 */
export const DepthPlot = memo(function DepthPlot({
  curve,
  geometry: g,
  width,
  height,
  active,
  priceScale,
  locale,
  labels,
}: DepthPlotProps) {
  const prices = priceTicks(curve, priceScale);
  const mid = curve.mid;
  const activeX = active ? g.x(active.step.price) : null;
  const bids = sidePaths(curve, 'bid', g);
  const asks = sidePaths(curve, 'ask', g);
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="absolute inset-0 block text-[10px] select-none"
    >
      {g.ticks.map((tick) => (
        <g key={tick.toString()}>
          <line
            x1={g.left}
            x2={g.right}
            y1={g.y(tick)}
            y2={g.y(tick)}
            className="stroke-line"
            strokeWidth={1}
          />
          <text
            x={g.right + 4}
            y={g.y(tick)}
            dominantBaseline="middle"
            className="fill-fg-muted tabular-nums"
          >
            {formatNumber(tick, locale, { trimZeros: true })}
          </text>
        </g>
      ))}
      <text x={width - 4} y={10} textAnchor="end" className="fill-fg-muted">
        {labels.amountAxis}
      </text>
      {prices.map((price, i) => (
        <text
          key={i}
          x={g.x(price)}
          y={g.bottom + 13}
          textAnchor={i === 0 ? 'start' : i === prices.length - 1 ? 'end' : 'middle'}
          className="fill-fg-muted tabular-nums"
        >
          {formatPrice(price, locale, priceScale)}
        </text>
      ))}
      <text x={(g.left + g.right) / 2} y={height - 4} textAnchor="middle" className="fill-fg-muted">
        {labels.priceAxis}
      </text>
      <path d={bids.area} className="fill-up/15" />
      <path d={bids.line} className="stroke-up" fill="none" strokeWidth={1.5} />
      <path d={asks.area} className="fill-down/15" />
      <path d={asks.line} className="stroke-down" fill="none" strokeWidth={1.5} />
      {mid ? (
        <g>
          <line
            x1={g.x(mid)}
            x2={g.x(mid)}
            y1={g.top}
            y2={g.bottom}
            className="stroke-fg-muted"
            strokeDasharray="3 3"
          />
          <text x={g.x(mid)} y={g.top - 6} textAnchor="middle" className="fill-fg tabular-nums">
            {labels.midPrice}{' '}
            {formatNumber(mid, locale, { decimals: priceScale + 1, trimZeros: true })}
          </text>
        </g>
      ) : null}
      {active && activeX !== null ? (
        <g>
          <line
            x1={activeX}
            x2={activeX}
            y1={g.top}
            y2={g.bottom}
            className={active.side === 'bid' ? 'stroke-up' : 'stroke-down'}
            strokeDasharray="2 2"
          />
          <circle
            cx={activeX}
            cy={g.y(active.step.total)}
            r={3.5}
            className={active.side === 'bid' ? 'fill-up' : 'fill-down'}
          />
        </g>
      ) : null}
    </svg>
  );
});

/** Where the tooltip goes: beside the active price, flipped to stay inside the plot. */
export function tooltipLeft(x: number, g: PlotGeometry, tooltipWidth: number): number {
  const beside = x + 10;
  return beside + tooltipWidth > g.right ? Math.max(g.left, x - 10 - tooltipWidth) : beside;
}
