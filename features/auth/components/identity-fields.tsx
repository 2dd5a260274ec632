'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import {
  useController,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox';
import { TextInput } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCountryList, type CountryList } from '@/features/market';
import type { IdentityMode, IdentityValues } from '../utils/form-rules';
import { countryOptions, type CountryOption } from './country-options';

/** E-mail or mobile tabs; mobile has the searchable country dial-code picker. */
export function IdentityFields<T extends IdentityValues>({
  mode,
  onModeChange,
  register,
  control,
  errors,
}: {
  mode: IdentityMode;
  onModeChange: (mode: IdentityMode) => void;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  const t = useTranslations('Auth.Fields');
  // react-hook-form's generic paths: these fields exist on every form using this component.
  const reg = register as unknown as UseFormRegister<IdentityValues>;
  const err = errors as FieldErrors<IdentityValues>;
  return (
    <Tabs
      value={mode}
      onValueChange={(next) => onModeChange(next === 'mobile' ? 'mobile' : 'email')}
      className="space-y-4"
    >
      <TabsList>
        <TabsTrigger value="email">{t('tabEmail')}</TabsTrigger>
        <TabsTrigger value="mobile">{t('tabMobile')}</TabsTrigger>
      </TabsList>
      <TabsContent value="email">
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          error={err.email?.message}
          {...reg('email')}
        />
      </TabsContent>
      <TabsContent value="mobile" className="grid grid-cols-[9.5rem_1fr] gap-2">
        <DialCodePicker control={control as unknown as Control<IdentityValues>} />
        <TextInput
          label={t('mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={err.mobile?.message}
          {...reg('mobile')}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The form keeps the dial code; the picker keeps which country the user chose, because several
 * countries share one (+1, +7). Until a pick, the first country with the form's code shows.
 */
function DialCodePicker({ control }: { control: Control<IdentityValues> }) {
  const t = useTranslations('Auth.Fields');
  const countries = useCountryList();
  const { field, fieldState } = useController({ control, name: 'dialCode' });
  const [picked, setPicked] = useState<string | null>(null);
  const locale = useLocale();
  const options = useMemo(
    () => dialCodeOptions(countries.data ?? [], locale),
    [countries.data, locale],
  );
  const shown =
    options.find((option) => option.value === picked && option.dialCode === field.value) ??
    options.find((option) => option.dialCode === field.value);
  return (
    <Combobox
      label={t('countryCode')}
      options={options}
      value={shown?.value ?? null}
      onValueChange={(code, option) => {
        setPicked(code);
        field.onChange(option.dialCode);
      }}
      onBlur={field.onBlur}
      loading={countries.isPending}
      error={fieldState.error?.message}
      renderOption={(option) => (
        <>
          <span className="w-12 shrink-0 tabular-nums text-fg-muted">{option.dialCode}</span>{' '}
          <span className="truncate">{option.name}</span>
        </>
      )}
    />
  );
}

interface DialCodeOption extends CountryOption {
  dialCode: string;
}

function dialCodeOptions(countries: CountryList, locale: string): DialCodeOption[] {
  return countryOptions(countries, locale).map((option) => ({
    ...option,
    // The closed picker shows the code first: it is what the user checks against their number.
    label: `${option.dialCode} ${option.name}`,
    dialCode: option.dialCode,
  }));
}
