/** A row of public/country/list as the pickers need it (features/market's `Country`). */
export interface CountryChoice {
  code: string;
  iso3: string;
  dialCode: string;
  /** In the request's language. */
  name: string;
  names: Record<string, string>;
  /** A restricted jurisdiction (no futures for its residents): listed after the others a search finds. */
  restricted?: boolean;
}

/** A picker option (the kit's Combobox takes it as it is). */
export interface CountryOption {
  /** The ISO code: several countries share a dial code (+1, +7). */
  value: string;
  label: string;
  keywords: readonly string[];
  name: string;
  dialCode: string;
  restricted: boolean;
  demoted: boolean;
}

/**
 * Countries as picker options, sorted by their name as the page language sorts it (Korean by
 * Hangul, Japanese by its reading order, Traditional Chinese by stroke order, English A–Z), not
 * by code points or the machine's locale. Typing finds a country by any of its names in the four
 * languages, its ISO codes or its dial code; the Combobox lists an exact match first, then the
 * names that start with the search, then the rest, and within each the restricted jurisdictions
 * last: "Korea" finds South Korea before North Korea, in every language.
 */
export function countryOptions(
  countries: readonly CountryChoice[],
  locale: string,
): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return [...countries]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((country) => ({
      value: country.code,
      label: country.name,
      name: country.name,
      dialCode: country.dialCode,
      restricted: country.restricted ?? false,
      demoted: country.restricted ?? false,
      keywords: [...Object.values(country.names), country.code, country.iso3, country.dialCode],
    }));
}

/** The same countries for a dial-code picker: the closed picker shows the code first. */
export function dialCodeOptions(
  countries: readonly CountryChoice[],
  locale: string,
): CountryOption[] {
  return countryOptions(countries, locale).map((option) => ({
    ...option,
    // What the user checks against their number.
    label: `${option.dialCode} ${option.name}`,
  }));
}
