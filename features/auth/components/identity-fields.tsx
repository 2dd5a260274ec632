'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField, TextInput } from '@/components/ui/form-field';
import { getCountryListQueryOptions, type CountryList } from '@/features/market';
import type { IdentityMode, IdentityValues } from '../utils/form-rules';
import { NativeSelect } from './native-select';

/** Every country by its name in this language; several share a dial code (+1, +7), which is fine. */
const byName = (countries: CountryList) =>
  [...countries].sort((a, b) => a.name.localeCompare(b.name));

/** E-mail or mobile tabs; mobile has the country dial-code picker. */
export function IdentityFields<T extends IdentityValues>({
  mode,
  onModeChange,
  register,
  errors,
}: {
  mode: IdentityMode;
  onModeChange: (mode: IdentityMode) => void;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const t = useTranslations('Auth.Fields');
  const countries = useQuery({ ...getCountryListQueryOptions(), select: byName });
  // react-hook-form's generic paths: these three fields exist on every form using this component.
  const reg = register as unknown as UseFormRegister<IdentityValues>;
  const err = errors as FieldErrors<IdentityValues>;
  const dialCodes = countries.data ?? [];
  const modes: { value: IdentityMode; label: string }[] = [
    { value: 'email', label: t('tabEmail') },
    { value: 'mobile', label: t('tabMobile') },
  ];
  return (
    <div className="space-y-4">
      <div role="tablist" className="flex gap-4 border-b border-line">
        {modes.map((option) => (
          <button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={mode === option.value}
            onClick={() => onModeChange(option.value)}
            className={`-mb-px border-b-2 px-1 pb-2 text-sm font-medium ${
              mode === option.value ? 'border-primary text-fg' : 'border-transparent text-fg-muted'
            }`}
          >
            {option.label}
          </button>
        ))}
      </div>
      {mode === 'email' ? (
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          error={err.email?.message}
          {...reg('email')}
        />
      ) : (
        <div className="grid grid-cols-[8rem_1fr] gap-2">
          <FormField label={t('countryCode')} id="dial-code" error={err.dialCode?.message}>
            {/* Rendered once the list is in, so registering sets the form's value on real options. */}
            {dialCodes.length === 0 ? (
              <NativeSelect disabled />
            ) : (
              <NativeSelect {...reg('dialCode')}>
                {dialCodes.map((c) => (
                  <option key={c.code} value={c.dialCode}>
                    {c.dialCode} {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <TextInput
            label={t('mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            error={err.mobile?.message}
            {...reg('mobile')}
          />
        </div>
      )}
    </div>
  );
}
