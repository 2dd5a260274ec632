import { describe, expect, it } from 'vitest';
import { DEFAULT_INDICATOR_SETTINGS } from '@/lib/contract/chart-indicators';
import { checkSettings, textsOf } from './settings-form';

const texts = textsOf(DEFAULT_INDICATOR_SETTINGS);

describe('indicator settings form', () => {
  it('takes the typed numbers, a decimal comma included', () => {
    const check = checkSettings(DEFAULT_INDICATOR_SETTINGS, {
      ...texts,
      'boll.params.width': '2,5',
      'ma.lines.0.period': ' 10 ',
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.settings.boll.params.width).toBe(2.5);
    expect(check.settings.ma.lines[0]?.period).toBe(10);
    expect(check.settings.ma.lines[1]).toEqual(DEFAULT_INDICATOR_SETTINGS.ma.lines[1]);
  });

  it('names the bounds of a field out of them, empty or not whole', () => {
    const check = checkSettings(DEFAULT_INDICATOR_SETTINGS, {
      ...texts,
      'rsi.lines.2.period': '1',
      'kdj.params.k': '',
      'macd.params.signal': '4.5',
      'sar.params.max': '2',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual({
      'rsi.lines.2.period': { kind: 'whole', min: 2, max: 500 },
      'kdj.params.k': { kind: 'whole', min: 1, max: 100 },
      'macd.params.signal': { kind: 'whole', min: 1, max: 200 },
      'sar.params.max': { kind: 'range', min: 0.001, max: 1 },
    });
  });

  it('refuses a fast MACD period not shorter than the slow one and a SAR step over its maximum', () => {
    const check = checkSettings(DEFAULT_INDICATOR_SETTINGS, {
      ...texts,
      'macd.params.fast': '26',
      'sar.params.step': '0.3',
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual({
      'macd.params.fast': { kind: 'fastSlow' },
      'sar.params.step': { kind: 'stepMax' },
    });
  });
});
