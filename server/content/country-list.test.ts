import { buildCountryRows } from './country-list';
import { readCountries } from './load-content';

/** The restricted jurisdictions as the 77-country table had them (spec §6). */
const RESTRICTED = [
  'AS',
  'BD',
  'BO',
  'CN',
  'CU',
  'EC',
  'GU',
  'HK',
  'IQ',
  'IR',
  'KG',
  'KP',
  'MP',
  'PR',
  'SD',
  'SY',
  'UA-40',
  'UA-43',
  'UM',
  'US',
  'VI',
];

describe('the country list', () => {
  it('lists every country and territory that has a calling code, each once, in code order', async () => {
    const rows = await readCountries();
    expect(rows.length).toBeGreaterThanOrEqual(240);
    const codes = rows.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    for (const code of ['AD', 'BT', 'CI', 'FJ', 'KR', 'JP', 'SM', 'TW', 'VA', 'ZW', 'XK']) {
      expect(codes, code).toContain(code);
    }
    // Uninhabited: no one there takes a text message or declares a residence.
    for (const code of ['AQ', 'BV', 'HM', 'GS', 'TF']) expect(codes, code).not.toContain(code);
  });

  it('signs up and verifies people from Qatar, Kuwait and Morocco with their dial codes', async () => {
    const rows = await readCountries();
    expect(rows.find((row) => row.code === 'QA')).toMatchObject({
      iso3: 'QAT',
      dialCode: '+974',
      names: { en: 'Qatar', ko: '카타르', ja: 'カタール', 'zh-hant': '卡達' },
      restricted: false,
    });
    expect(rows.find((row) => row.code === 'KW')).toMatchObject({
      iso3: 'KWT',
      dialCode: '+965',
      names: { en: 'Kuwait' },
      restricted: false,
    });
    expect(rows.find((row) => row.code === 'MA')).toMatchObject({
      iso3: 'MAR',
      dialCode: '+212',
      names: { en: 'Morocco' },
      restricted: false,
    });
  });

  it('names every country in the four languages, not by its code', async () => {
    for (const row of await readCountries()) {
      const { en, ko, ja, 'zh-hant': zhHant } = row.names;
      for (const name of [en, ko, ja, zhHant]) {
        expect(name, row.code).toMatch(/\S/);
        expect(name, row.code).not.toBe(row.code);
      }
      // Korean, Japanese and Chinese names are written in their own scripts.
      expect(ko, row.code).toMatch(/\p{Script=Hangul}/u);
      expect(`${ja}${zhHant}`, row.code).toMatch(/\p{Script=Han}|\p{Script=Katakana}/u);
      expect(row.iso3, row.code).toMatch(/^[A-Z]{3}$/);
      expect(row.dialCode, row.code).toMatch(/^\+[1-9]\d{0,3}$/);
    }
  });

  it('keeps the restricted jurisdictions exactly as they were', async () => {
    const rows = await readCountries();
    expect(rows.filter((row) => row.restricted).map((row) => row.code)).toEqual(RESTRICTED);
    expect(rows.find((row) => row.code === 'UM')).toMatchObject({ dialCode: '+1' });
    expect(rows.find((row) => row.code === 'UA-43')).toMatchObject({
      names: { en: 'Crimea' },
      dialCode: '+380',
    });
  });

  it('refuses a restricted code that names no country, rather than lifting the restriction', () => {
    expect(() =>
      buildCountryRows({ restricted: ['US', 'XX'], dialCodes: {}, regions: [] }),
    ).toThrow('restricted codes name no country: XX');
  });
});
