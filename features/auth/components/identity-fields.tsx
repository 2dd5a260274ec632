'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useAuthCountries } from '../api/get-countries';
import type { IdentityMode, IdentityValues } from '../utils/form-rules';
import { ModeTabs, TextField } from './form-controls';

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
  const t = useTranslations('Auth');
  const countries = useAuthCountries();
  // react-hook-form's generic paths: these three fields exist on every form using this component.
  const reg = register as unknown as UseFormRegister<IdentityValues>;
  const err = errors as FieldErrors<IdentityValues>;
  // Every country by its name in this language; several share a dial code (+1, +7), which is fine.
  const dialCodes = [...(countries.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="space-y-4">
      <ModeTabs
        value={mode}
        onChange={onModeChange}
        options={[
          { value: 'email', label: t('tabEmail') },
          { value: 'mobile', label: t('tabMobile') },
        ]}
      />
      {mode === 'email' ? (
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={err.email?.message}
          {...reg('email')}
        />
      ) : (
        <div className="grid grid-cols-[8rem_1fr] gap-2">
          <div className="space-y-1">
            <label htmlFor="dial-code" className="block text-sm font-medium text-fg">
              {t('countryCode')}
            </label>
            {/* Rendered once the list is in, so registering sets the form's value on real options. */}
            {dialCodes.length === 0 ? (
              <select
                id="dial-code"
                disabled
                className="h-11 w-full rounded-md border border-line bg-bg px-2 text-sm text-fg"
              />
            ) : (
              <select
                id="dial-code"
                className="h-11 w-full rounded-md border border-line bg-bg px-2 text-sm text-fg"
                {...reg('dialCode')}
              >
                {dialCodes.map((c) => (
                  <option key={c.code} value={c.dialCode}>
                    {c.dialCode} {c.name}
                  </option>
                ))}
              </select>
            )}
            {err.dialCode?.message ? (
              <p role="alert" className="text-xs text-down">
                {err.dialCode.message}
              </p>
            ) : null}
          </div>
          <TextField
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
