'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Factor } from '../api/responses';
import { errorData, useApiErrorText } from '../hooks/use-api-error-text';
import { useCooldown } from '../hooks/use-cooldown';
import { codeSchema } from '../utils/form-rules';
import { FormError, SubmitButton, TextField } from './form-controls';

/**
 * Enter a six-digit code: from an e-mail or SMS (with resend and its 60 s cooldown) or from the
 * authenticator app. Used by sign-up, login and recovery ("verification" screen).
 */
export function CodeStep({
  factor,
  target,
  initialCooldown,
  submitLabel,
  onSubmit,
  onResend,
}: {
  factor: Factor;
  target: string;
  initialCooldown: number;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
  onResend?: () => Promise<number>;
}) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown();
  useEffect(() => {
    if (initialCooldown > 0) startCooldown(initialCooldown);
  }, [initialCooldown, startCooldown]);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema(t, factor === 'google' ? 'authenticatorEmpty' : 'codeEmpty')),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  const resend = async () => {
    if (!onResend) return;
    setServerError(null);
    try {
      startCooldown(await onResend());
    } catch (error) {
      const retry = Number(errorData(error)?.retryAfterSeconds ?? 0);
      if (retry > 0) startCooldown(retry);
      setServerError(errorText(error));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="code-step">
      <p className="text-sm text-fg-muted">
        {factor === 'google' ? t('enterAuthenticatorCode') : t('codeSentTo', { target })}
      </p>
      <TextField
        label={factor === 'google' ? t('authenticatorCode') : t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        trailing={
          onResend && factor !== 'google' ? (
            <button
              type="button"
              onClick={() => void resend()}
              disabled={cooldown > 0}
              data-testid="resend-code"
              className="text-xs font-medium text-primary disabled:text-fg-muted"
            >
              {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
            </button>
          ) : undefined
        }
        {...form.register('code')}
      />
      <FormError message={serverError} />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
