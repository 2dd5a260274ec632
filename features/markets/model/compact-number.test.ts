import { formatCompact } from './compact-number';

describe('compact amounts', () => {
  it('shortens large turnovers in the page language', () => {
    expect(formatCompact('1239999.99', 'en')).toBe('1.23M');
    expect(formatCompact('123456789.987', 'ko')).toBe('1.23억');
    expect(formatCompact('12345678', 'ja')).toBe('1234.56万');
    expect(formatCompact('987654321', 'zh-hant')).toBe('9.87億');
  });

  it('cuts instead of rounding up', () => {
    expect(formatCompact('1999999', 'en')).toBe('1.99M');
  });

  it('keeps small amounts as they are, to two decimals', () => {
    expect(formatCompact('950.129', 'en')).toBe('950.12');
  });

  it('shows a placeholder when there is no amount', () => {
    expect(formatCompact(undefined, 'en')).toBe('--');
    expect(formatCompact('', 'en')).toBe('--');
  });
});
