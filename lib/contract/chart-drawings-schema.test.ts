import { describe, expect, it } from 'vitest';
import { drawingSchema, parseStoredDrawings } from './chart-drawings-schema';
import { MAX_DRAWINGS_PER_CONTRACT } from './chart-drawings';

const line = { id: 'a1', kind: 'horizontal', points: [{ time: 1_700_000_000, price: '65000.5' }] };
const fib = {
  id: 'f1',
  kind: 'fibonacci',
  points: [
    { time: 1_700_000_000, price: '64000' },
    { time: 1_700_003_600, price: '66000' },
  ],
};

describe('stored drawings', () => {
  it('keeps valid drawings per contract', () => {
    expect(parseStoredDrawings({ BTCUSDT: [line, fib], ETHUSDT: [] })).toEqual({
      BTCUSDT: [line, fib],
    });
  });

  it('drops a drawing of the wrong shape and keeps the others', () => {
    const bad = [
      { ...line, points: [] },
      { ...line, points: [line.points[0], line.points[0]] },
      { ...fib, points: [fib.points[0]] },
      { ...line, kind: 'circle' },
      { ...line, id: 'x'.repeat(33) },
      { ...line, points: [{ time: 1.5, price: '1' }] },
      { ...line, points: [{ time: 1, price: '1e9' }] },
      { ...line, extra: 'x'.repeat(1000) },
    ];
    for (const drawing of bad) expect(drawingSchema.safeParse(drawing).success).toBe(false);
    expect(parseStoredDrawings({ BTCUSDT: [...bad, fib] })).toEqual({ BTCUSDT: [fib] });
    expect(parseStoredDrawings([line])).toEqual({});
    expect(parseStoredDrawings({ 'not a code': [line] })).toEqual({});
  });

  it('keeps at most 50 drawings of a contract', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...line, id: `d${i}` }));
    expect(parseStoredDrawings({ BTCUSDT: many }).BTCUSDT).toHaveLength(MAX_DRAWINGS_PER_CONTRACT);
  });
});
