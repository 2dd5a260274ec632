import { describe, expect, it } from 'vitest';
import { hitTest, rayEnd, toShape, type DrawingShape, type ScreenConverter } from './geometry';
import type { Drawing } from '@/lib/contract/chart-drawings';

// A plot 1000 × 500 px: one pixel per second, one pixel per price unit (price 500 at the top).
const convert: ScreenConverter = {
  x: (time) => time,
  y: (price) => 500 - Number(price),
  width: 1000,
  height: 500,
};
const shape = (drawing: Drawing): DrawingShape => {
  const found = toShape(drawing, convert, 2);
  if (!found) throw new Error('no shape');
  return found;
};
const trend = shape({
  id: 't',
  kind: 'trend',
  points: [
    { time: 100, price: '100' },
    { time: 300, price: '300' },
  ],
});

describe('drawing hit test', () => {
  it('takes a line within a few pixels and lets the pointer go beyond', () => {
    // (200, 300) is on the line from (100, 400) to (300, 200).
    expect(hitTest([trend], { x: 203, y: 300 })).toEqual({ id: 't', anchor: null });
    expect(hitTest([trend], { x: 215, y: 300 })).toBeNull();
    // Past the end of a trend line there is nothing to take.
    expect(hitTest([trend], { x: 350, y: 150 })).toBeNull();
  });

  it('takes a handle before the line it sits on', () => {
    expect(hitTest([trend], { x: 302, y: 201 })).toEqual({ id: 't', anchor: 1 });
    expect(hitTest([trend], { x: 99, y: 400 })).toEqual({ id: 't', anchor: 0 });
  });

  it('takes a horizontal line across the whole plot, and a rectangle anywhere inside', () => {
    const line = shape({ id: 'h', kind: 'horizontal', points: [{ time: 500, price: '250' }] });
    expect(hitTest([line], { x: 20, y: 252 })).toEqual({ id: 'h', anchor: null });
    const box = shape({
      id: 'r',
      kind: 'rectangle',
      points: [
        { time: 600, price: '100' },
        { time: 800, price: '200' },
      ],
    });
    expect(hitTest([box], { x: 700, y: 350 })).toEqual({ id: 'r', anchor: null });
    expect(hitTest([box], { x: 900, y: 350 })).toBeNull();
  });

  it('prefers the drawing on top where two cross', () => {
    const over = shape({ id: 'h', kind: 'horizontal', points: [{ time: 0, price: '300' }] });
    expect(hitTest([trend, over], { x: 200, y: 200 })?.id).toBe('h');
    expect(hitTest([over, trend], { x: 200, y: 300 })?.id).toBe('t');
  });

  it('takes a Fibonacci retracement by any of its level lines', () => {
    const fib = shape({
      id: 'f',
      kind: 'fibonacci',
      points: [
        { time: 100, price: '100' },
        { time: 500, price: '200' },
      ],
    });
    expect(fib.levels?.map((l) => l.price)).toEqual([
      '200.00',
      '176.40',
      '161.80',
      '150.00',
      '138.20',
      '121.40',
      '100.00',
    ]);
    // The 0.5 level at price 150 is y = 350, between x 100 and 500.
    expect(hitTest([fib], { x: 450, y: 351 })).toEqual({ id: 'f', anchor: null });
    expect(hitTest([fib], { x: 450, y: 330 })).toBeNull();
  });
});

describe('ray', () => {
  it('runs from the first point through the second to the edge of the plot', () => {
    expect(rayEnd({ x: 100, y: 400 }, { x: 200, y: 300 }, 1000, 500)).toEqual({ x: 500, y: 0 });
    expect(rayEnd({ x: 100, y: 100 }, { x: 200, y: 100 }, 1000, 500)).toEqual({ x: 1000, y: 100 });
    const ray = shape({
      id: 'y',
      kind: 'ray',
      points: [
        { time: 100, price: '100' },
        { time: 200, price: '150' },
      ],
    });
    // Beyond the second point the ray still takes the pointer; behind the first it does not.
    expect(hitTest([ray], { x: 800, y: 52 })).toEqual({ id: 'y', anchor: null });
    expect(hitTest([ray], { x: 50, y: 425 })).toBeNull();
  });
});
