'use client';

import { useLocale } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { dialCodeOptions, type CountryChoice } from '@/lib/country-options';

/**
 * The searchable country dial-code picker of every phone-number field. The form keeps the dial
 * code; the picker keeps which country the user chose, because several countries share one (+1,
 * +7). Until a pick, the first country with the form's code shows. The countries come from the
 * caller (public/country/list).
 */
export function DialCodeCombobox({
  label,
  countries,
  loading,
  value,
  onValueChange,
  onBlur,
  error,
}: {
  label: ReactNode;
  countries: readonly CountryChoice[];
  loading: boolean;
  /** The dial code ("+82"), '' when none is chosen. */
  value: string;
  onValueChange: (dialCode: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
}) {
  const locale = useLocale();
  const [picked, setPicked] = useState<string | null>(null);
  const options = useMemo(() => dialCodeOptions(countries, locale), [countries, locale]);
  const shown =
    options.find((option) => option.value === picked && option.dialCode === value) ??
    options.find((option) => option.dialCode === value);
  return (
    <Combobox
      label={label}
      options={options}
      value={shown?.value ?? null}
      onValueChange={(code, option) => {
        setPicked(code);
        onValueChange(option.dialCode);
      }}
      onBlur={onBlur}
      loading={loading}
      error={error}
      renderOption={(option) => (
        <>
          <span className="w-12 shrink-0 tabular-nums text-fg-muted">{option.dialCode}</span>{' '}
          <span className="truncate">{option.name}</span>
        </>
      )}
    />
  );
}
