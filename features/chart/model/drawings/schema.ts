import * as z from 'zod/mini';
import {
  DRAWING_KINDS,
  MAX_DRAWINGS_PER_CONTRACT,
  pointsNeeded,
  type Drawing,
  type DrawingsByContract,
} from './types';

/** The largest time kept (seconds; 2100-01-01): a bar time, never a far-off number. */
const MAX_TIME = 4_102_444_800;

export const anchorPointSchema = z.strictObject({
  time: z.number().check(z.int(), z.gte(0), z.lte(MAX_TIME)),
  price: z.string().check(z.regex(/^\d{1,20}(\.\d{1,20})?$/)),
});

/** One drawing as stored (the server checks its own copy of these rules in preferences.ts). */
export const drawingSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)),
    kind: z.enum(DRAWING_KINDS),
    points: z.array(anchorPointSchema).check(z.minLength(1), z.maxLength(2)),
  })
  .check(
    z.refine((drawing) => drawing.points.length === pointsNeeded(drawing.kind), {
      message: 'a horizontal line has one point, the other drawings two',
    }),
  );

const contractCodeSchema = z.string().check(z.regex(/^[A-Z0-9]{2,30}$/));

/**
 * Stored drawings (localStorage, or the account's preferences), each checked alone: a drawing
 * that fails is dropped and the others are kept; each contract keeps its first 50.
 */
export function parseStoredDrawings(stored: unknown): DrawingsByContract {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const out: DrawingsByContract = {};
  for (const [code, list] of Object.entries(stored as Record<string, unknown>)) {
    if (!contractCodeSchema.safeParse(code).success || !Array.isArray(list)) continue;
    const kept: Drawing[] = [];
    for (const item of list) {
      const parsed = drawingSchema.safeParse(item);
      if (parsed.success && !kept.some((d) => d.id === parsed.data.id)) kept.push(parsed.data);
      if (kept.length === MAX_DRAWINGS_PER_CONTRACT) break;
    }
    if (kept.length > 0) out[code] = kept;
  }
  return out;
}
