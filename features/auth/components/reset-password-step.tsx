'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, PasswordInput, TextInput } from '@/components/ui/form-field';
import { useApiErrorText } from '../hooks/use-api-error-text';
import {
  authenticatorCodeFormSchema,
  newPasswordSchema,
  type NewPasswordValues,
} from '../utils/form-rules';
import { PasswordRules } from './password-rules';

/** The new password twice, and the authenticator's code when the account has one. */
const withAuthenticatorSchema = newPasswordSchema.and(authenticatorCodeFormSchema);
type ResetValues = NewPasswordValues & { code?: string };

/**
 * Step 3 of recovery ("reset password"): the new password twice, with the live rules; for an
 * account with an authenticator, also the app's current code (the e-mail or SMS code of step 2
 * alone does not reset a password the app protects).
 */
export function ResetPasswordStep({
  authenticatorRequired = false,
  onSubmit,
}: {
  authenticatorRequired?: boolean;
  onSubmit: (password: string, googleCode: string | undefined) => Promise<void>;
}) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetValues>({
    resolver: zodResolver(authenticatorRequired ? withAuthenticatorSchema : newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '', code: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const submit = form.handleSubmit(async ({ password, code }) => {
    setServerError(null);
    try {
      await onSubmit(password, authenticatorRequired ? code?.trim() : undefined);
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
      {authenticatorRequired ? (
        <>
          <p className="text-sm text-fg-muted">{t('Forgot.authenticatorHint')}</p>
          <TextInput
            label={t('Fields.authenticatorCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
        </>
      ) : null}
      <p className="text-xs text-warn">{t('Forgot.withdrawNotice')}</p>
      <FormError message={serverError} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t('Forgot.submit')}
      </Button>
    </form>
  );
}
