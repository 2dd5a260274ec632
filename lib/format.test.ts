import { describe, expect, it } from 'vitest';
import { localeInfo, locales } from './i18n/locales';
import {
  formatAmount,
  formatFee,
  formatNumber,
  formatPercent,
  formatPnl,
  formatPrice,
  formatRoi,
  intlSeparators,
  localeSeparators,
  normalizeDecimalText,
} from './format';

describe('separators', () => {
  it.each(locales)(
    "the site's own %s uses what Intl says, without asking it each time",
    (locale) => {
      expect(localeSeparators(locale)).toEqual(intlSeparators(localeInfo[locale].intlLocale));
    },
  );
});

describe('number formatting per locale', () => {
  it.each(['en', 'ko', 'ja', 'zh-hant'])('groups thousands and cuts decimals in %s', (locale) => {
    expect(formatNumber('1234567.891', locale, { decimals: 2 })).toBe('1,234,567.89');
    expect(formatPrice('97000.19', locale, 1)).toBe('97,000.1');
  });

  it('rounds down, never up', () => {
    expect(formatNumber('0.129', 'en', { decimals: 2 })).toBe('0.12');
    expect(formatAmount('2.9999', 'en', 3)).toBe('2.999');
    expect(formatNumber('-5.555', 'en', { decimals: 2 })).toBe('-5.55');
  });

  it('keeps precision a float would lose', () => {
    expect(formatNumber('12345678901234567.123456789', 'en', { decimals: 9 })).toBe(
      '12,345,678,901,234,567.123456789',
    );
    expect(formatNumber('0.00000001', 'en', { decimals: 8 })).toBe('0.00000001');
  });

  it('pads to the wanted decimals and can trim zeros', () => {
    expect(formatNumber('5', 'en', { decimals: 2 })).toBe('5.00');
    expect(formatNumber('5.10', 'en', { decimals: 4, trimZeros: true })).toBe('5.1');
  });

  it('shows a placeholder for missing values and no "-0"', () => {
    expect(formatNumber(undefined, 'en')).toBe('--');
    expect(formatNumber('', 'en', { placeholder: '—' })).toBe('—');
    expect(formatNumber('-0.001', 'en', { decimals: 2 })).toBe('0.00');
  });

  it('formats a rate as a signed percentage', () => {
    expect(formatPercent('0.012345', 'en', { signed: true })).toBe('+1.23%');
    expect(formatPercent('-0.5', 'ko')).toBe('-50.00%');
    expect(formatPercent(null, 'ja')).toBe('--');
  });
});

describe('results are rounded half-up, what can be spent is cut', () => {
  it('shows a realised loss of 0.407 as −0.41, not −0.40', () => {
    expect(formatPnl('-0.407', 'en', 2)).toBe('\u22120.41');
    expect(formatPnl('-0.405', 'en', 2)).toBe('\u22120.41');
    expect(formatPnl('12.344', 'ko', 2)).toBe('+12.34');
    expect(formatPnl('12.345', 'ko', 2)).toBe('+12.35');
  });

  it('shows a fee of 0.185 as 0.19', () => {
    expect(formatFee('0.185', 'en', 2)).toBe('0.19');
    expect(formatFee('0.00012345', 'ja', 6)).toBe('0.000123');
    expect(formatFee('0.0001235', 'ja', 6)).toBe('0.000124');
  });

  it('shows an ROI of 55.555 % as +55.56 %, and −55.555 % as −55.56 %', () => {
    expect(formatRoi('0.55555', 'en')).toBe('+55.56%');
    expect(formatRoi('-0.55555', 'zh-hant')).toBe('\u221255.56%');
    expect(formatPercent('0.55555', 'en', { rounding: 'half-up' })).toBe('55.56%');
  });

  it('still cuts an available balance or a maximum quantity: 1.239 stays 1.23', () => {
    expect(formatAmount('1.239', 'en', 2)).toBe('1.23');
    expect(formatNumber('1.239', 'en', { decimals: 2 })).toBe('1.23');
    expect(formatNumber('1.239', 'en', { decimals: 2, rounding: 'down' })).toBe('1.23');
    expect(formatPercent('0.55555', 'en')).toBe('55.55%');
  });

  it('does not show a loss that rounds to zero as "−0.00"', () => {
    expect(formatPnl('-0.004', 'en', 2)).toBe('0.00');
    expect(formatPnl('-0.005', 'en', 2)).toBe('\u22120.01');
  });

  it('keeps the full precision of a large figure while rounding', () => {
    expect(formatPnl('123456789012345678.125', 'en', 2)).toBe('+123,456,789,012,345,678.13');
  });
});

describe('numeric input cleaning', () => {
  it('cleans a pasted amount with thousands separators and spaces', () => {
    expect(normalizeDecimalText(' 1,234.50 ', 'en', 'pasted')).toBe('1234.50');
    expect(normalizeDecimalText('1 234 567', 'en', 'pasted')).toBe('1234567');
    expect(normalizeDecimalText('1,234', 'ko', 'pasted')).toBe('1234');
    expect(normalizeDecimalText('1.234.567,8', 'en', 'pasted')).toBe('1234567.8');
    expect(normalizeDecimalText('0,5', 'en', 'pasted')).toBe('0.5');
  });

  it('turns full-width digits and the minus sign into ASCII', () => {
    expect(normalizeDecimalText('１２３．４５', 'ja', 'pasted')).toBe('123.45');
    expect(normalizeDecimalText('\u22123.5', 'en', 'pasted')).toBe('-3.5');
    expect(normalizeDecimalText('１２，３', 'zh-hant', 'typed')).toBe('12.3');
  });

  it('reads a typed comma as the decimal point', () => {
    expect(normalizeDecimalText('0,5', 'en')).toBe('0.5');
    expect(normalizeDecimalText('1.5,', 'en')).toBe('1.5.');
  });

  it('exposes the locale separators and can write a true minus', () => {
    expect(localeSeparators('en')).toEqual({ group: ',', decimal: '.' });
    expect(formatNumber('-1.5', 'en', { decimals: 1, typographicMinus: true })).toBe('\u22121.5');
  });
});
