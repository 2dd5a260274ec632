import * as z from 'zod/mini';
import {
  INDICATOR_IDS,
  LINE_PERIOD_BOUNDS,
  PARAM_BOUNDS,
  isLineIndicator,
  type IndicatorId,
  type IndicatorSettings,
  type ParamBounds,
} from '@/lib/contract/chart-indicators';
import { indicatorSettingsSchema } from '@/lib/contract/chart-indicators-schema';

/**
 * The settings dialog's numbers as typed (a half-typed "0." included), by field: `ma.lines.0.period`,
 * `boll.params.width`. Everything else the dialog edits (switches, colours) is settings already.
 */
export type FieldTexts = Record<string, string>;

export const lineField = (id: IndicatorId, line: number) => `${id}.lines.${line}.period`;
export const paramField = (id: IndicatorId, param: string) => `${id}.params.${param}`;

export function textsOf(settings: IndicatorSettings): FieldTexts {
  const texts: FieldTexts = {};
  for (const id of INDICATOR_IDS) {
    const setting = settings[id];
    if ('lines' in setting) {
      setting.lines.forEach((line, i) => (texts[lineField(id, i)] = String(line.period)));
    } else {
      for (const [param, value] of Object.entries(setting.params))
        texts[paramField(id, param)] = String(value);
    }
  }
  return texts;
}

/** A typed number: a comma as the decimal mark is read as a point; nothing typed is no number. */
function numberOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim().replace(',', '.');
  return trimmed === '' ? NaN : Number(trimmed);
}

/** The settings with the typed numbers in place (not yet checked). */
export function withTexts(settings: IndicatorSettings, texts: FieldTexts): IndicatorSettings {
  const next: Record<string, unknown> = {};
  for (const id of INDICATOR_IDS) {
    const setting = settings[id];
    next[id] =
      'lines' in setting
        ? {
            ...setting,
            lines: setting.lines.map((line, i) => ({
              ...line,
              period: numberOf(texts[lineField(id, i)]),
            })),
          }
        : {
            ...setting,
            params: Object.fromEntries(
              Object.keys(setting.params).map((param) => [
                param,
                numberOf(texts[paramField(id, param)]),
              ]),
            ),
          };
  }
  return next as unknown as IndicatorSettings;
}

/** What is wrong with a field, in words the dialog fills in (bounds from the field's own). */
export type FieldProblem =
  | { kind: 'whole' | 'range'; min: number; max: number }
  | { kind: 'fastSlow' }
  | { kind: 'stepMax' };

export function boundsOf(field: string): ParamBounds | undefined {
  const [id, group, name] = field.split('.');
  if (!id || !(INDICATOR_IDS as readonly string[]).includes(id)) return undefined;
  const indicator = id as IndicatorId;
  if (group === 'lines')
    return isLineIndicator(indicator) ? LINE_PERIOD_BOUNDS[indicator] : undefined;
  if (isLineIndicator(indicator)) return undefined;
  const bounds: Record<string, ParamBounds> = PARAM_BOUNDS[indicator];
  return name ? bounds[name] : undefined;
}

export type SettingsCheck =
  { ok: true; settings: IndicatorSettings } | { ok: false; problems: Record<string, FieldProblem> };

/** The typed settings checked with the schema the server applies, problems by field. */
export function checkSettings(settings: IndicatorSettings, texts: FieldTexts): SettingsCheck {
  const candidate = withTexts(settings, texts);
  const parsed = z.safeParse(indicatorSettingsSchema, candidate);
  if (parsed.success) return { ok: true, settings: candidate };
  const problems: Record<string, FieldProblem> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (problems[field]) continue;
    if (issue.code === 'custom') {
      problems[field] = { kind: field.startsWith('macd.') ? 'fastSlow' : 'stepMax' };
      continue;
    }
    const bounds = boundsOf(field);
    if (bounds)
      problems[field] = {
        kind: bounds.step === 1 ? 'whole' : 'range',
        min: bounds.min,
        max: bounds.max,
      };
  }
  return { ok: false, problems };
}
