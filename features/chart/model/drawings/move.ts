import { Decimal, toDecimal } from '@/lib/decimal';
import type { AnchorPoint, Drawing } from '@/lib/contract/chart-drawings';

/**
 * The whole drawing moved by `seconds` along the time axis and by `priceDelta` (decimal string)
 * along the price axis; prices keep the contract's decimals and stop at zero.
 */
export function moveDrawing(
  drawing: Drawing,
  seconds: number,
  priceDelta: string,
  priceScale: number,
): Drawing {
  const delta = toDecimal(priceDelta);
  return {
    ...drawing,
    points: drawing.points.map((p) => ({
      time: p.time + seconds,
      price: Decimal.max(0, toDecimal(p.price).plus(delta)).toFixed(Math.max(0, priceScale)),
    })),
  };
}

/** One handle of the drawing put at `point`; the other stays. */
export function moveAnchor(drawing: Drawing, index: number, point: AnchorPoint): Drawing {
  if (index < 0 || index >= drawing.points.length) return drawing;
  return { ...drawing, points: drawing.points.map((p, i) => (i === index ? point : p)) };
}
