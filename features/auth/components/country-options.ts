import type { ComboboxOption } from '@/components/ui/combobox';
import type { CountryList } from '@/features/market';

export interface CountryOption extends ComboboxOption {
  name: string;
  dialCode: string;
}

/**
 * Countries as picker options, sorted by their name in the page language. Typing finds a country
 * by any of its names in the four languages, its ISO codes or its dial code.
 */
export function countryOptions(countries: CountryList): CountryOption[] {
  return [...countries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country) => ({
      value: country.code,
      label: country.name,
      name: country.name,
      dialCode: country.dialCode,
      keywords: [...Object.values(country.names), country.code, country.iso3, country.dialCode],
    }));
}
