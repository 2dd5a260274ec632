/**
 * The technical indicators of the price chart and their settings, as the chart draws them, the
 * settings dialog edits them and `configs/preferences` stores them per user (`chartIndicators`).
 * Zod-free: the chart reads the defaults while it renders; the schema that checks a stored or
 * submitted value is in ./chart-indicators-schema.ts and loads with the indicators.
 */

/** Drawn over the candles, on the price scale. */
export const PRICE_INDICATORS = ['ma', 'ema', 'boll', 'sar'] as const;
/** Each drawn in a pane of its own under the candles (VOL in the volume pane). */
export const PANE_INDICATORS = ['vol', 'macd', 'rsi', 'kdj', 'obv'] as const;
export const INDICATOR_IDS = [...PRICE_INDICATORS, ...PANE_INDICATORS] as const;
export type IndicatorId = (typeof INDICATOR_IDS)[number];

/** Indicators with a few lines of one kind (MA 7/25/99), each line with its period. */
export const LINE_INDICATORS = ['ma', 'ema', 'vol', 'rsi'] as const;
export type LineIndicatorId = (typeof LINE_INDICATORS)[number];
export type ParamIndicatorId = Exclude<IndicatorId, LineIndicatorId>;

/** An `#rrggbb` colour: what `<input type="color">` gives and takes. */
export const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export interface IndicatorLine {
  period: number;
  color: string;
  on: boolean;
}

/** `on`: the indicator is on the chart (in the legend); `visible`: its lines are drawn. */
interface IndicatorBase {
  on: boolean;
  visible: boolean;
}

export interface LineIndicatorSetting extends IndicatorBase {
  lines: IndicatorLine[];
}

export interface ParamIndicatorSetting<P extends string, C extends string> extends IndicatorBase {
  params: Record<P, number>;
  colors: Record<C, string>;
}

export interface IndicatorSettings {
  ma: LineIndicatorSetting;
  ema: LineIndicatorSetting;
  boll: ParamIndicatorSetting<'period' | 'width', 'middle' | 'upper' | 'lower'>;
  sar: ParamIndicatorSetting<'step' | 'max', 'sar'>;
  /** `on` shows the volume histogram itself; its lines are moving averages of volume. */
  vol: LineIndicatorSetting;
  macd: ParamIndicatorSetting<'fast' | 'slow' | 'signal', 'dif' | 'dea'>;
  rsi: LineIndicatorSetting;
  kdj: ParamIndicatorSetting<'period' | 'k' | 'd', 'k' | 'd' | 'j'>;
  obv: ParamIndicatorSetting<never, 'obv'>;
}

/** What is stored: any subset, each present indicator whole (a missing one takes its defaults). */
export type StoredIndicatorSettings = Partial<IndicatorSettings>;

export type ParamsOf<I extends ParamIndicatorId> = keyof IndicatorSettings[I]['params'] & string;
export type ColorsOf<I extends ParamIndicatorId> = keyof IndicatorSettings[I]['colors'] & string;

/** The bounds of a number the dialog accepts and the server stores. */
export interface ParamBounds {
  min: number;
  max: number;
  /** The input's step; 1 means whole numbers only. */
  step: number;
}

/** Line periods (MA 7, RSI 14…): whole bars. */
export const LINE_PERIOD_BOUNDS: Record<LineIndicatorId, ParamBounds> = {
  ma: { min: 1, max: 500, step: 1 },
  ema: { min: 1, max: 500, step: 1 },
  vol: { min: 1, max: 500, step: 1 },
  rsi: { min: 2, max: 500, step: 1 },
};

export const PARAM_BOUNDS: { [I in ParamIndicatorId]: Record<ParamsOf<I>, ParamBounds> } = {
  boll: { period: { min: 2, max: 500, step: 1 }, width: { min: 0.1, max: 10, step: 0.1 } },
  sar: { step: { min: 0.001, max: 1, step: 0.001 }, max: { min: 0.001, max: 1, step: 0.001 } },
  macd: {
    fast: { min: 2, max: 200, step: 1 },
    slow: { min: 2, max: 500, step: 1 },
    signal: { min: 1, max: 200, step: 1 },
  },
  kdj: {
    period: { min: 1, max: 500, step: 1 },
    k: { min: 1, max: 100, step: 1 },
    d: { min: 1, max: 100, step: 1 },
  },
  obv: {},
};

// Mid tones, readable on the light and the dark theme alike (about 3:1 or more on both).
const AMBER = '#d97706';
const PINK = '#db2777';
const VIOLET = '#8b5cf6';
const BLUE = '#3b82f6';

const lines = (periods: number[], on: boolean): IndicatorLine[] => {
  const colors = [AMBER, PINK, VIOLET];
  return periods.map((period, i) => ({ period, color: colors[i] ?? AMBER, on }));
};

/**
 * Binance's defaults: MA and EMA 7/25/99, BOLL 20 with 2 deviations, SAR 0.02/0.2, MACD 12/26/9,
 * RSI 6/12/24, KDJ 9/3/3, VOL with its MA 5/10. Only the volume is on at first (the chart had it
 * before there were indicators); its averages are there to switch on.
 */
export const DEFAULT_INDICATOR_SETTINGS: IndicatorSettings = {
  ma: { on: false, visible: true, lines: lines([7, 25, 99], true) },
  ema: { on: false, visible: true, lines: lines([7, 25, 99], true) },
  boll: {
    on: false,
    visible: true,
    params: { period: 20, width: 2 },
    colors: { middle: AMBER, upper: PINK, lower: VIOLET },
  },
  sar: { on: false, visible: true, params: { step: 0.02, max: 0.2 }, colors: { sar: BLUE } },
  vol: { on: true, visible: true, lines: lines([5, 10], false) },
  macd: {
    on: false,
    visible: true,
    params: { fast: 12, slow: 26, signal: 9 },
    colors: { dif: AMBER, dea: PINK },
  },
  rsi: { on: false, visible: true, lines: lines([6, 12, 24], true) },
  kdj: {
    on: false,
    visible: true,
    params: { period: 9, k: 3, d: 3 },
    colors: { k: AMBER, d: PINK, j: VIOLET },
  },
  obv: { on: false, visible: true, params: {}, colors: { obv: AMBER } },
};

export function isLineIndicator(id: IndicatorId): id is LineIndicatorId {
  return (LINE_INDICATORS as readonly string[]).includes(id);
}

export function isPriceIndicator(id: IndicatorId): boolean {
  return (PRICE_INDICATORS as readonly string[]).includes(id);
}

/** The stored settings over the defaults (each stored indicator replaces its default whole). */
export function withIndicatorDefaults(
  stored: StoredIndicatorSettings | null | undefined,
): IndicatorSettings {
  return { ...DEFAULT_INDICATOR_SETTINGS, ...stored };
}

/**
 * Whether the settings draw anything the indicator code computes: every indicator that is on,
 * except the bare volume histogram (drawn by the chart itself) with none of its averages.
 */
export function needsIndicatorCode(settings: IndicatorSettings): boolean {
  return INDICATOR_IDS.some((id) =>
    id === 'vol' ? settings.vol.on && settings.vol.lines.some((line) => line.on) : settings[id].on,
  );
}
