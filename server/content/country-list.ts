// The package's own index, not its entry point: that one also loads its 79 name catalogues,
// which this list takes from CLDR (Intl) instead.
import isoCountries from 'i18n-iso-countries/index.js';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../lib/contract/wire/language';
import type { LocalizedText } from '../db/schema';

/**
 * The countries of public/country/list, the residence pickers and the dial-code pickers: every
 * ISO 3166-1 country and territory (the codes and alpha-3 codes of i18n-iso-countries), named in
 * the four languages by the CLDR data Node's Intl carries, with the calling code of
 * libphonenumber-js. What no package knows stays in server/content/data/countries.json: which
 * jurisdictions are restricted (spec §6), the restricted regions that are not countries (Crimea,
 * Sevastopol) and a calling code the package does not give.
 */

const text = z.string().trim().min(1);
const localized = z.object({ en: text, ko: text, ja: text, 'zh-hant': text }).strict();
const alpha2 = z.string().regex(/^[A-Z]{2}$/);
const dialCode = z.string().regex(/^\+\d{1,4}$/);

export const countriesFile = z
  .object({
    /** Codes of the restricted jurisdictions: countries, territories and the regions below. */
    restricted: z.array(z.string().regex(/^[A-Z]{2}(-\d{2})?$/)).min(1),
    /** Calling codes of territories libphonenumber-js has none for but that the list keeps. */
    dialCodes: z.record(alpha2, dialCode),
    /** ISO 3166-2 subdivisions listed on their own (a restricted region of an open country). */
    regions: z.array(
      z
        .object({
          code: z.string().regex(/^[A-Z]{2}-\d{2}$/),
          iso3: z.string().regex(/^[A-Z]{3}$/),
          dialCode,
          names: localized,
        })
        .strict(),
    ),
  })
  .strict();
export type CountriesFile = z.infer<typeof countriesFile>;

export interface CountryRow {
  code: string;
  iso3: string;
  dialCode: string;
  names: LocalizedText;
  restricted: boolean;
}

/** The CLDR locale of each language (Intl's tag for Traditional Chinese is zh-Hant). */
const CLDR_LOCALE: Record<Language, string> = {
  en: 'en',
  ko: 'ko',
  ja: 'ja',
  'zh-hant': 'zh-Hant',
};

function regionNames(): (code: string) => LocalizedText {
  const namers = LANGUAGES.map(
    (lang) =>
      [
        lang,
        new Intl.DisplayNames([CLDR_LOCALE[lang]], { type: 'region', fallback: 'none' }),
      ] as const,
  );
  return (code) => {
    const names = Object.fromEntries(
      namers.map(([lang, namer]) => {
        const name = namer.of(code);
        // A Node built without full ICU has English names only: a start that fails says why.
        if (!name) throw new Error(`Intl has no ${lang} name for the region ${code}`);
        return [lang, name];
      }),
    );
    return localized.parse(names);
  };
}

/**
 * The list in code order. A territory with no calling code in libphonenumber-js and none in the
 * file is left out: they are the uninhabited ones (Antarctica, Bouvet Island, Heard & McDonald
 * Islands, South Georgia, the French Southern Territories) and Pitcairn, where no one can take a
 * text message or declare a residence this exchange could check. A restricted code that names no
 * row is an error: a typo would otherwise lift a restriction without a word.
 */
export function buildCountryRows(file: CountriesFile): CountryRow[] {
  const restricted = new Set(file.restricted);
  const dialable = new Set<string>(getCountries());
  const nameOf = regionNames();
  const rows: CountryRow[] = [];
  for (const [code, iso3] of Object.entries(isoCountries.getAlpha2Codes())) {
    const dial = dialable.has(code)
      ? `+${getCountryCallingCode(code as CountryCode)}`
      : file.dialCodes[code];
    if (dial === undefined) continue;
    rows.push({
      code,
      iso3,
      dialCode: dial,
      names: nameOf(code),
      restricted: restricted.has(code),
    });
  }
  for (const region of file.regions) {
    rows.push({ ...region, restricted: restricted.has(region.code) });
  }
  const known = new Set(rows.map((row) => row.code));
  const unknown = file.restricted.filter((code) => !known.has(code));
  if (unknown.length > 0)
    throw new Error(`restricted codes name no country: ${unknown.join(', ')}`);
  if (known.size !== rows.length) throw new Error('the country list repeats a code');
  return rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
