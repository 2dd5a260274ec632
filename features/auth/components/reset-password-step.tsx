'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { matchPasswords, newPasswordFields } from '../utils/form-rules';
import { FormError, PasswordField, SubmitButton } from './form-controls';
import { PasswordRules } from './password-rules';

/** Step 3 of recovery ("reset password"): the new password twice, with the live rules. */
export function ResetPasswordStep({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = z
    .object(newPasswordFields(t))
    .superRefine((value, ctx) => matchPasswords(value, ctx, t));
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
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
      <PasswordField
        label={t('newPassword')}
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <PasswordField
        label={t('confirmPassword')}
        error={form.formState.errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <p className="text-xs text-warn">{t('withdrawNotice')}</p>
      <FormError message={serverError} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('resetSubmit')}</SubmitButton>
    </form>
  );
}
