import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_INDICATOR_SETTINGS, needsIndicatorCode } from './chart-indicators';
import { indicatorSettingsSchema, parseStoredIndicatorSettings } from './chart-indicators-schema';

describe('chart indicator settings schema', () => {
  it('accepts the defaults whole and any subset of indicators', () => {
    expect(z.safeParse(indicatorSettingsSchema, DEFAULT_INDICATOR_SETTINGS).success).toBe(true);
    expect(z.safeParse(indicatorSettingsSchema, {}).success).toBe(true);
    expect(
      z.safeParse(indicatorSettingsSchema, { rsi: DEFAULT_INDICATOR_SETTINGS.rsi }).success,
    ).toBe(true);
  });

  it('keeps each stored indicator that still validates and gives the others their defaults', () => {
    const macd = { ...DEFAULT_INDICATOR_SETTINGS.macd, on: true };
    const parsed = parseStoredIndicatorSettings({
      macd,
      ma: { on: true, visible: true, lines: [] },
      boll: 'on',
      ichimoku: { on: true },
    });
    expect(parsed.macd).toEqual(macd);
    expect(parsed.ma).toEqual(DEFAULT_INDICATOR_SETTINGS.ma);
    expect(parsed.boll).toEqual(DEFAULT_INDICATOR_SETTINGS.boll);
    expect(parsed).not.toHaveProperty('ichimoku');
    expect(parseStoredIndicatorSettings('nonsense')).toEqual(DEFAULT_INDICATOR_SETTINGS);
  });

  it('needs the indicator code for any indicator on, but not for the bare volume', () => {
    expect(needsIndicatorCode(DEFAULT_INDICATOR_SETTINGS)).toBe(false);
    const vol = DEFAULT_INDICATOR_SETTINGS.vol;
    expect(
      needsIndicatorCode({
        ...DEFAULT_INDICATOR_SETTINGS,
        vol: { ...vol, lines: vol.lines.map((line) => ({ ...line, on: true })) },
      }),
    ).toBe(true);
    expect(
      needsIndicatorCode({
        ...DEFAULT_INDICATOR_SETTINGS,
        obv: { ...DEFAULT_INDICATOR_SETTINGS.obv, on: true },
      }),
    ).toBe(true);
  });
});
