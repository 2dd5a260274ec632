import { describe, expect, it } from 'vitest';
import { defaultDialCode } from './contact-rules';
import { countryOptions, dialCodeOptions, type CountryChoice } from './country-options';

const country = (code: string, name: string, dialCode: string): CountryChoice => ({
  code,
  iso3: code,
  name,
  names: { en: name },
  dialCode,
});

describe('country options', () => {
  it('sorts by the name as the page language sorts it', () => {
    const korean = [
      country('US', '미국', '+1'),
      country('JP', '일본', '+81'),
      country('GH', '가나', '+233'),
    ];
    expect(countryOptions(korean, 'ko').map((option) => option.label)).toEqual([
      '가나',
      '미국',
      '일본',
    ]);
    // Swedish puts Ö after Z; English sorts it with O.
    const names = [country('A', 'Österreich', '+43'), country('B', 'Zypern', '+357')];
    expect(countryOptions(names, 'en').map((option) => option.label)).toEqual([
      'Österreich',
      'Zypern',
    ]);
    expect(countryOptions(names, 'sv').map((option) => option.label)).toEqual([
      'Zypern',
      'Österreich',
    ]);
  });

  it('shows the dial code first in the dial-code picker, and finds a country by it', () => {
    const [korea] = dialCodeOptions([country('KR', 'South Korea', '+82')], 'en');
    expect(korea?.label).toBe('+82 South Korea');
    expect(korea?.keywords).toContain('+82');
  });

  it("starts the dial code at the language's main market, none for English", () => {
    expect(defaultDialCode('ko')).toBe('+82');
    expect(defaultDialCode('ja')).toBe('+81');
    expect(defaultDialCode('zh-hant')).toBe('+886');
    expect(defaultDialCode('en')).toBe('');
  });
});
