import { fibonacciLevels } from './fibonacci';
import type { Drawing, DrawingKind } from '@/lib/contract/chart-drawings';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Where anchors land on the plot (media pixels); null when a point cannot be placed. */
export interface ScreenConverter {
  x: (time: number) => number | null;
  y: (price: string) => number | null;
  width: number;
  height: number;
}

export interface FibonacciLine {
  level: string;
  price: string;
  y: number;
}

/** A drawing in pixels: its anchors (the handles) and what is stroked. */
export interface DrawingShape {
  id: string;
  kind: DrawingKind;
  anchors: ScreenPoint[];
  segments: [ScreenPoint, ScreenPoint][];
  /** Rectangle: the filled box. */
  box?: { left: number; top: number; right: number; bottom: number };
  /** Fibonacci: the level lines with their prices, between `box.left` and `box.right`. */
  levels?: FibonacciLine[];
}

/**
 * Where a half-line from `from` through `through` leaves the plot: the ray's far end. A ray of
 * two equal points is just its point.
 */
export function rayEnd(
  from: ScreenPoint,
  through: ScreenPoint,
  width: number,
  height: number,
): ScreenPoint {
  const dx = through.x - from.x;
  const dy = through.y - from.y;
  if (dx === 0 && dy === 0) return through;
  const limits: number[] = [];
  if (dx > 0) limits.push((width - from.x) / dx);
  if (dx < 0) limits.push(-from.x / dx);
  if (dy > 0) limits.push((height - from.y) / dy);
  if (dy < 0) limits.push(-from.y / dy);
  // At least as far as the second point, even when that point is off the plot.
  const t = Math.max(1, Math.min(...limits));
  return { x: from.x + dx * t, y: from.y + dy * t };
}

export function toShape(
  drawing: Drawing,
  convert: ScreenConverter,
  priceScale: number,
): DrawingShape | null {
  const anchors: ScreenPoint[] = [];
  for (const point of drawing.points) {
    const y = convert.y(point.price);
    const x = drawing.kind === 'horizontal' ? (convert.x(point.time) ?? 0) : convert.x(point.time);
    if (x === null || y === null) return null;
    anchors.push({ x, y });
  }
  const [a, b] = anchors;
  if (!a) return null;
  const base = { id: drawing.id, kind: drawing.kind, anchors };
  if (drawing.kind === 'horizontal')
    return {
      ...base,
      segments: [
        [
          { x: 0, y: a.y },
          { x: convert.width, y: a.y },
        ],
      ],
    };
  if (!b) return null;
  const box = {
    left: Math.min(a.x, b.x),
    right: Math.max(a.x, b.x),
    top: Math.min(a.y, b.y),
    bottom: Math.max(a.y, b.y),
  };
  switch (drawing.kind) {
    case 'trend':
      return { ...base, segments: [[a, b]] };
    case 'ray':
      return { ...base, segments: [[a, rayEnd(a, b, convert.width, convert.height)]] };
    case 'rectangle': {
      const { left, right, top, bottom } = box;
      const corners = [
        { x: left, y: top },
        { x: right, y: top },
        { x: right, y: bottom },
        { x: left, y: bottom },
      ] as const;
      return {
        ...base,
        box,
        segments: corners.map((corner, i) => [corner, corners[(i + 1) % 4] ?? corner]),
      };
    }
    case 'fibonacci': {
      const [from, to] = drawing.points;
      if (!from || !to) return null;
      const levels: FibonacciLine[] = [];
      for (const { level, price } of fibonacciLevels(from.price, to.price, priceScale)) {
        const y = convert.y(price);
        if (y !== null) levels.push({ level, price, y });
      }
      return {
        ...base,
        box,
        levels,
        segments: [
          [a, b],
          ...levels.map(({ y }): [ScreenPoint, ScreenPoint] => [
            { x: box.left, y },
            { x: box.right, y },
          ]),
        ],
      };
    }
  }
}

/** The distance from `p` to the segment `a`–`b`. */
export function distanceToSegment(p: ScreenPoint, a: ScreenPoint, b: ScreenPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** What the pointer is on: a drawing's handle (`anchor` index) or its body (`anchor` null). */
export interface DrawingHit {
  id: string;
  anchor: number | null;
}

/** How close (px) the pointer must come to a line or a handle to take it. */
export const HIT_TOLERANCE = 5;

/**
 * The drawing under the pointer: the handles first (a handle sits on its own line), then the
 * lines, the one drawn last (on top) first. A rectangle is taken anywhere inside as well.
 */
export function hitTest(
  shapes: readonly DrawingShape[],
  point: ScreenPoint,
  tolerance: number = HIT_TOLERANCE,
): DrawingHit | null {
  const topFirst = [...shapes].reverse();
  for (const shape of topFirst) {
    const anchor = shape.anchors.findIndex(
      (a) => Math.hypot(a.x - point.x, a.y - point.y) <= tolerance + 2,
    );
    if (anchor !== -1 && shape.kind !== 'horizontal') return { id: shape.id, anchor };
  }
  for (const shape of topFirst) {
    if (shape.segments.some(([a, b]) => distanceToSegment(point, a, b) <= tolerance))
      return { id: shape.id, anchor: null };
    const box = shape.kind === 'rectangle' ? shape.box : undefined;
    if (
      box &&
      point.x >= box.left &&
      point.x <= box.right &&
      point.y >= box.top &&
      point.y <= box.bottom
    )
      return { id: shape.id, anchor: null };
  }
  return null;
}
