import { describe, expect, it } from 'vitest';
import { filterOptions } from '@/components/ui/combobox';
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

/** Countries named as the server names them (CLDR through Intl), in the page's language. */
function cldrCountries(lang: 'en' | 'ko' | 'ja' | 'zh-hant'): CountryChoice[] {
  const tags = { en: 'en', ko: 'ko', ja: 'ja', 'zh-hant': 'zh-Hant' } as const;
  const table: [string, string, boolean][] = [
    ['KP', '+850', true],
    ['KR', '+82', false],
    ['QA', '+974', false],
    ['US', '+1', true],
    ['AE', '+971', false],
    ['GB', '+44', false],
    ['UM', '+1', true],
    ['CA', '+1', false],
    ['NO', '+47', false],
    ['MA', '+212', false],
  ];
  return table.map(([code, dialCode, restricted]) => {
    const names = Object.fromEntries(
      Object.entries(tags).map(([key, tag]) => [
        key,
        new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code,
      ]),
    );
    return { code, iso3: code, dialCode, name: names[lang] ?? code, names, restricted };
  });
}

const found = (lang: 'en' | 'ko' | 'ja' | 'zh-hant', query: string) =>
  filterOptions(countryOptions(cldrCountries(lang), lang), query).map((option) => option.value);

describe('searching the country pickers', () => {
  it('finds South Korea before North Korea for "Korea", whatever the page language', () => {
    for (const lang of ['en', 'ko', 'ja', 'zh-hant'] as const) {
      expect(found(lang, 'Korea').slice(0, 2), lang).toEqual(['KR', 'KP']);
      expect(found(lang, 'korea').slice(0, 2), lang).toEqual(['KR', 'KP']);
    }
    // In the names of the other languages too: 南韓 and 北韓 both contain 韓.
    expect(found('en', '韓')).toEqual(['KR', 'KP']);
    expect(found('ko', '한')).toEqual(['KR', 'KP']);
  });

  it('lists an exact name or code first, then names that start with the search, then the rest', () => {
    // "Qatar" is Qatar's name; nothing else contains it.
    expect(found('en', 'qatar')).toEqual(['QA']);
    expect(found('ja', 'カタール')).toEqual(['QA']);
    // "no": Norway's code exactly, then North Korea, whose name starts with it.
    expect(found('en', 'no')).toEqual(['NO', 'KP']);
    // "k": the two codes that start with it, then United Kingdom, which contains it.
    expect(found('en', 'k')).toEqual(['KR', 'KP', 'GB']);
    // "ar": only contained, in the picker's alphabetical order.
    expect(found('en', 'ar')).toEqual(['QA', 'AE']);
    // "united": three names start with it; the restricted United States after the others.
    expect(found('en', 'united')).toEqual(['AE', 'GB', 'US']);
    // "us": the United States' code is the search itself, before U.S. Outlying Islands.
    expect(found('en', 'us')[0]).toBe('US');
  });

  it('lists the dial code picker the same way: +1 finds Canada before the restricted +1 places', () => {
    const options = dialCodeOptions(cldrCountries('en'), 'en');
    expect(filterOptions(options, '+1').map((option) => option.value)).toEqual(['CA', 'UM', 'US']);
    expect(filterOptions(options, '+97').map((option) => option.value)).toEqual(['QA', 'AE']);
  });
});
