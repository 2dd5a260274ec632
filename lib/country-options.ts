import type { ComboboxOption } from '@/components/ui/combobox';
import type { CountryList } from '@/features/market';

export interface CountryOption extends ComboboxOption {
  name: string;
  dialCode: string;
}

/**
 * Countries as picker options, sorted by their name as the page language sorts it (Korean by
 * Hangul, Japanese by its reading order, Traditional Chinese by stroke order, English A–Z), not
 * by code points or the machine's locale. Typing finds a country by any of its names in the four
 * languages, its ISO codes or its dial code.
 */
export function countryOptions(countries: CountryList, locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return [...countries]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((country) => ({
      value: country.code,
      label: country.name,
      name: country.name,
      dialCode: country.dialCode,
      keywords: [...Object.values(country.names), country.code, country.iso3, country.dialCode],
    }));
}
