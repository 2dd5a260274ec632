'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, PasswordInput } from '@/components/ui/form-field';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { newPasswordSchema, type NewPasswordValues } from '../utils/form-rules';
import { PasswordRules } from './password-rules';

/** Step 3 of recovery ("reset password"): the new password twice, with the live rules. */
export function ResetPasswordStep({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await onSubmit(password);
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-password-step">
      <PasswordInput
        label={t('Fields.newPassword')}
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <PasswordInput
        label={t('Fields.confirmPassword')}
        autoComplete="new-password"
        error={form.formState.errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <p className="text-xs text-warn">{t('Forgot.withdrawNotice')}</p>
      <FormError message={serverError} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t('Forgot.submit')}
      </Button>
    </form>
  );
}
