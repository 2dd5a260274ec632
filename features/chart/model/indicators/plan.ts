import {
  isLineIndicator,
  isPriceIndicator,
  type IndicatorId,
  type IndicatorSettings,
} from '@/lib/contract/chart-indicators';
import { boll } from './boll';
import { kdj } from './kdj';
import { macd } from './macd';
import { ema, sma, volumeOf } from './moving-average';
import { obv } from './obv';
import { rsi } from './rsi';
import { sar } from './sar';
import { sideBySide, type Stepper } from './stepper';

/** The words of a line in the legend (messages ChartIndicators.lines). */
export type LineName =
  | 'ma'
  | 'ema'
  | 'rsi'
  | 'middle'
  | 'upper'
  | 'lower'
  | 'sar'
  | 'dif'
  | 'dea'
  | 'histogram'
  | 'k'
  | 'd'
  | 'j'
  | 'obv';

export interface PlannedLine {
  name: LineName;
  /** The line's own period, shown after its name: MA(7). */
  period?: number;
  /** `histogram` bars take the up and down colours of the theme. */
  color: string | null;
  style: 'line' | 'histogram' | 'dots';
}

/** How the legend writes the values: price digits, volume, 0–100 oscillator or price difference. */
export type ValueFormat = 'price' | 'volume' | 'oscillator' | 'difference';

/** What one indicator draws and where, and the stepper that computes it. */
export interface IndicatorPlan {
  id: IndicatorId;
  /** On the candles, in the volume pane, or in a pane of its own. */
  pane: 'price' | 'volume' | 'own';
  format: ValueFormat;
  /** Parameters after the indicator's name: MACD(12,26,9). */
  params: number[];
  lines: PlannedLine[];
  stepper: Stepper<unknown>;
  /**
   * Same key, same numbers: a change of colour or visibility keeps the computed values, a change
   * of a period computes the indicator again.
   */
  key: string;
}

const LINE_NAMES = { ma: 'ma', ema: 'ema', vol: 'ma', rsi: 'rsi' } as const;

function plan(
  id: IndicatorId,
  format: ValueFormat,
  params: number[],
  lines: PlannedLine[],
  stepper: Stepper<unknown>,
): IndicatorPlan {
  const pane = isPriceIndicator(id) ? 'price' : id === 'vol' ? 'volume' : 'own';
  const key = JSON.stringify([params, lines.map((line) => line.period ?? null)]);
  return { id, pane, format, params, lines, stepper, key };
}

/**
 * The plan of an indicator under the given settings, or null when it draws nothing the indicator
 * code computes (off, or VOL with none of its averages on: the chart draws the histogram itself).
 */
export function planIndicator(id: IndicatorId, settings: IndicatorSettings): IndicatorPlan | null {
  if (isLineIndicator(id)) {
    const setting = settings[id];
    const on = setting.lines.filter((line) => line.on);
    if (!setting.on || on.length === 0) return null;
    const lines: PlannedLine[] = on.map((line) => ({
      name: LINE_NAMES[id],
      period: line.period,
      color: line.color,
      style: 'line',
    }));
    const periods = on.map((line) => line.period);
    const each: Stepper<unknown>[] = periods.map((period) =>
      id === 'ma'
        ? sma(period)
        : id === 'ema'
          ? ema(period)
          : id === 'vol'
            ? sma(period, volumeOf)
            : rsi(period),
    );
    const format = id === 'vol' ? 'volume' : id === 'rsi' ? 'oscillator' : 'price';
    return plan(id, format, [], lines, sideBySide(each));
  }
  switch (id) {
    case 'boll': {
      const { on, params, colors } = settings.boll;
      if (!on) return null;
      return plan(
        id,
        'price',
        [params.period, params.width],
        [
          { name: 'middle', color: colors.middle, style: 'line' },
          { name: 'upper', color: colors.upper, style: 'line' },
          { name: 'lower', color: colors.lower, style: 'line' },
        ],
        boll(params.period, params.width),
      );
    }
    case 'sar': {
      const { on, params, colors } = settings.sar;
      if (!on) return null;
      return plan(
        id,
        'price',
        [params.step, params.max],
        [{ name: 'sar', color: colors.sar, style: 'dots' }],
        sar(params.step, params.max),
      );
    }
    case 'macd': {
      const { on, params, colors } = settings.macd;
      if (!on) return null;
      return plan(
        id,
        'difference',
        [params.fast, params.slow, params.signal],
        [
          { name: 'dif', color: colors.dif, style: 'line' },
          { name: 'dea', color: colors.dea, style: 'line' },
          { name: 'histogram', color: null, style: 'histogram' },
        ],
        macd(params.fast, params.slow, params.signal),
      );
    }
    case 'kdj': {
      const { on, params, colors } = settings.kdj;
      if (!on) return null;
      return plan(
        id,
        'oscillator',
        [params.period, params.k, params.d],
        [
          { name: 'k', color: colors.k, style: 'line' },
          { name: 'd', color: colors.d, style: 'line' },
          { name: 'j', color: colors.j, style: 'line' },
        ],
        kdj(params.period, params.k, params.d),
      );
    }
    case 'obv': {
      const { on, colors } = settings.obv;
      if (!on) return null;
      return plan(id, 'volume', [], [{ name: 'obv', color: colors.obv, style: 'line' }], obv());
    }
  }
}
