'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCooldown } from '@/components/hooks/use-cooldown';
import { Button } from '@/components/ui/button';
import { FormError, TextInput } from '@/components/ui/form-field';
import type { Factor } from '../api/schemas';
import { errorData, useApiErrorText } from '../hooks/use-api-error-text';
import {
  authenticatorCodeFormSchema,
  sentCodeFormSchema,
  type CodeValues,
} from '../utils/form-rules';

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
  /** Sends the code again; resolves to the seconds before the next resend. */
  onResend?: () => Promise<number>;
}) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [cooldown, startCooldown] = useCooldown();
  useEffect(() => {
    if (initialCooldown > 0) startCooldown(initialCooldown);
  }, [initialCooldown, startCooldown]);
  const authenticator = factor === 'google';
  const form = useForm<CodeValues>({
    resolver: zodResolver(authenticator ? authenticatorCodeFormSchema : sentCodeFormSchema),
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
    setResending(true);
    try {
      startCooldown(await onResend());
    } catch (error) {
      // A resend too early is refused with the seconds still to wait: the countdown shows them.
      const retry = Number(errorData(error)?.retryAfterSeconds ?? 0);
      if (retry > 0) startCooldown(retry);
      setServerError(errorText(error));
    } finally {
      setResending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="code-step">
      <p className="text-sm text-fg-muted">
        {authenticator ? t('CodeStep.enterAuthenticatorCode') : t('CodeStep.sentTo', { target })}
      </p>
      <TextInput
        label={authenticator ? t('Fields.authenticatorCode') : t('Fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        trailing={
          onResend && !authenticator ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void resend()}
              disabled={cooldown > 0 || resending}
              data-testid="resend-code"
              className="h-8 px-2 text-xs text-primary disabled:text-fg-muted"
            >
              {cooldown > 0 ? t('CodeStep.resendIn', { seconds: cooldown }) : t('CodeStep.resend')}
            </Button>
          ) : undefined
        }
        {...form.register('code')}
      />
      <FormError message={serverError} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
