import * as z from 'zod/mini';
import {
  COLOR_PATTERN,
  DEFAULT_INDICATOR_SETTINGS,
  LINE_PERIOD_BOUNDS,
  PARAM_BOUNDS,
  withIndicatorDefaults,
  type IndicatorSettings,
  type LineIndicatorId,
  type ParamBounds,
  type StoredIndicatorSettings,
} from './chart-indicators';

/**
 * The schema of the chart's indicator settings (./chart-indicators.ts): what `configs/preferences`
 * accepts as `chartIndicators` and stores, what the web app reads back and what the settings
 * dialog submits. Strict objects of fixed shape, so a stored value is small (about 1.5 kB) and
 * nothing else rides along.
 */

const color = z.string().check(z.regex(COLOR_PATTERN));

function bounded({ min, max, step }: ParamBounds) {
  return step === 1
    ? z.number().check(z.int(), z.gte(min), z.lte(max))
    : z.number().check(z.gte(min), z.lte(max));
}

function lineIndicator(id: LineIndicatorId) {
  return z.strictObject({
    on: z.boolean(),
    visible: z.boolean(),
    lines: z
      .array(z.strictObject({ period: bounded(LINE_PERIOD_BOUNDS[id]), color, on: z.boolean() }))
      .check(z.length(DEFAULT_INDICATOR_SETTINGS[id].lines.length)),
  });
}

const base = { on: z.boolean(), visible: z.boolean() };

export const indicatorSettingsSchema = z.strictObject({
  ma: z.optional(lineIndicator('ma')),
  ema: z.optional(lineIndicator('ema')),
  boll: z.optional(
    z.strictObject({
      ...base,
      params: z.strictObject({
        period: bounded(PARAM_BOUNDS.boll.period),
        width: bounded(PARAM_BOUNDS.boll.width),
      }),
      colors: z.strictObject({ middle: color, upper: color, lower: color }),
    }),
  ),
  sar: z.optional(
    z
      .strictObject({
        ...base,
        params: z.strictObject({
          step: bounded(PARAM_BOUNDS.sar.step),
          max: bounded(PARAM_BOUNDS.sar.max),
        }),
        colors: z.strictObject({ sar: color }),
      })
      .check(
        z.refine((sar) => sar.params.step <= sar.params.max, {
          message: 'the step must not exceed the maximum',
          path: ['params', 'step'],
        }),
      ),
  ),
  vol: z.optional(lineIndicator('vol')),
  macd: z.optional(
    z
      .strictObject({
        ...base,
        params: z.strictObject({
          fast: bounded(PARAM_BOUNDS.macd.fast),
          slow: bounded(PARAM_BOUNDS.macd.slow),
          signal: bounded(PARAM_BOUNDS.macd.signal),
        }),
        colors: z.strictObject({ dif: color, dea: color }),
      })
      .check(
        z.refine((macd) => macd.params.fast < macd.params.slow, {
          message: 'the fast period must be shorter than the slow one',
          path: ['params', 'fast'],
        }),
      ),
  ),
  rsi: z.optional(lineIndicator('rsi')),
  kdj: z.optional(
    z.strictObject({
      ...base,
      params: z.strictObject({
        period: bounded(PARAM_BOUNDS.kdj.period),
        k: bounded(PARAM_BOUNDS.kdj.k),
        d: bounded(PARAM_BOUNDS.kdj.d),
      }),
      colors: z.strictObject({ k: color, d: color, j: color }),
    }),
  ),
  obv: z.optional(
    z.strictObject({ ...base, params: z.strictObject({}), colors: z.strictObject({ obv: color }) }),
  ),
});

// The schema and the hand-written types describe one shape; this fails to compile if they part.
const _sameShape: z.infer<typeof indicatorSettingsSchema> = {} as StoredIndicatorSettings;
const _sameShapeBack: StoredIndicatorSettings = {} as z.infer<typeof indicatorSettingsSchema>;

/**
 * Settings kept somewhere the schema does not guard (a browser's localStorage): each indicator
 * that still validates is kept, any other falls back to its defaults.
 */
export function parseStoredIndicatorSettings(raw: unknown): IndicatorSettings {
  if (!raw || typeof raw !== 'object') return withIndicatorDefaults(null);
  const kept: Record<string, unknown> = {};
  const shape = indicatorSettingsSchema.def.shape;
  for (const [id, value] of Object.entries(raw)) {
    const schema = shape[id as keyof typeof shape];
    if (schema && z.safeParse(schema, value).success) kept[id] = value;
  }
  return withIndicatorDefaults(kept as StoredIndicatorSettings);
}
