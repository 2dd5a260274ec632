import type { WireCountry } from '@/lib/contract/wire/content';

/**
 * A country as public/country/list answers it (lib/contract/wire/content): its name in the
 * request's language and in all four (the English name where a test gives no other), allowed to
 * trade futures unless `restricted`.
 */
export function wireCountry(
  country: Pick<WireCountry, 'code' | 'iso3' | 'dialCode' | 'name'> &
    Partial<Pick<WireCountry, 'restricted'>> & { names?: Partial<WireCountry['names']> },
): WireCountry {
  const { name, names = {} } = country;
  return {
    code: country.code,
    iso3: country.iso3,
    dialCode: country.dialCode,
    name,
    names: { en: name, ko: name, ja: name, 'zh-hant': name, ...names },
    restricted: country.restricted ?? false,
  };
}
