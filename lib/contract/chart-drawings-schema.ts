import * as z from 'zod/mini';
import {
  DRAWING_CONTRACT_CODE_PATTERN,
  DRAWING_ID_PATTERN,
  DRAWING_KINDS,
  DRAWING_PRICE_PATTERN,
  MAX_DRAWING_TIME,
  MAX_DRAWINGS_PER_CONTRACT,
  pointsNeeded,
  type Drawing,
  type DrawingsByContract,
} from './chart-drawings';

/**
 * The schemas of the chart's drawings (./chart-drawings.ts): what `configs/preferences` accepts as
 * `chartDrawings` and stores (the server adds that each code is a listed contract), and what the
 * web app reads back from the server or the browser's storage.
 */

export const anchorPointSchema = z.strictObject({
  time: z.number().check(z.int(), z.gte(0), z.lte(MAX_DRAWING_TIME)),
  price: z.string().check(z.regex(DRAWING_PRICE_PATTERN)),
});

/** One drawing: strict, every field bounded. */
export const drawingSchema = z
  .strictObject({
    id: z.string().check(z.regex(DRAWING_ID_PATTERN)),
    kind: z.enum(DRAWING_KINDS),
    points: z.array(anchorPointSchema).check(z.minLength(1), z.maxLength(2)),
  })
  .check(
    z.refine((drawing) => drawing.points.length === pointsNeeded(drawing.kind), {
      message: 'a horizontal line has one point, the other drawings two',
    }),
  );

export const drawingContractCodeSchema = z.string().check(z.regex(DRAWING_CONTRACT_CODE_PATTERN));

/** The drawings by contract code, at most 50 each: the whole of `chartDrawings` as it is saved. */
export const drawingsByContractSchema = z.record(
  drawingContractCodeSchema,
  z.array(drawingSchema).check(z.maxLength(MAX_DRAWINGS_PER_CONTRACT)),
);

/**
 * Stored drawings (localStorage, or the account's preferences), each checked alone: a drawing
 * that fails is dropped and the others are kept; each contract keeps its first 50.
 */
export function parseStoredDrawings(stored: unknown): DrawingsByContract {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const out: DrawingsByContract = {};
  for (const [code, list] of Object.entries(stored as Record<string, unknown>)) {
    if (!drawingContractCodeSchema.safeParse(code).success || !Array.isArray(list)) continue;
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
