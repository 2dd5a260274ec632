'use client';

import { useTranslations } from 'next-intl';
import {
  useController,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { DialCodeCombobox } from '@/components/ui/dial-code-combobox';
import { TextInput } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCountryList } from '@/features/market';
import type { IdentityMode, IdentityValues } from '../utils/form-rules';

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

/** The shared dial-code picker, on this form's `dialCode` field. */
function DialCodePicker({ control }: { control: Control<IdentityValues> }) {
  const t = useTranslations('Auth.Fields');
  const countries = useCountryList();
  const { field, fieldState } = useController({ control, name: 'dialCode' });
  return (
    <DialCodeCombobox
      label={t('countryCode')}
      countries={countries.data ?? []}
      loading={countries.isPending}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
