'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/form-field';
import { isApiError } from '@/lib/http';
import { useSendSecurityCode } from '../api/send-security-code';
import { useCooldown } from '../hooks/use-cooldown';
import type { SecondFactor } from '../utils/second-factor';

/** Seconds the server still wants before another code, from a refusal (102020717, 429). */
function retryAfterOf(error: unknown): number {
  if (!isApiError(error)) return 0;
  const data: unknown = error.response.data;
  if (!data || typeof data !== 'object') return 0;
  const seconds = Number((data as Record<string, unknown>).retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * The second factor of a sensitive change: the authenticator app's code, or a code the user asks
 * to be sent to the account's e-mail or phone (with the server's 60 s cooldown between sends).
 */
export function SecondFactorField({
  factor,
  registration,
  error,
}: {
  factor: SecondFactor;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const t = useTranslations('Account.SecondFactor');
  const errorText = useApiErrorText();
  const send = useSendSecurityCode();
  const [cooldown, startCooldown] = useCooldown();
  const [sent, setSent] = useState(false);

  if (factor.kind === 'authenticator') {
    return (
      <TextInput
        label={t('authenticatorLabel')}
        hint={t('authenticatorHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        {...registration}
      />
    );
  }

  const sendCode = async () => {
    try {
      const answer = await send.mutateAsync(factor.channel);
      setSent(true);
      startCooldown(answer.retryAfterSeconds);
    } catch (failure) {
      startCooldown(retryAfterOf(failure));
      toast({ message: errorText(failure), tone: 'error' });
    }
  };
  return (
    <TextInput
      label={t(factor.channel === 'email' ? 'emailCodeLabel' : 'smsCodeLabel')}
      hint={
        sent ? t('sentTo', { target: factor.target }) : t('sendHint', { target: factor.target })
      }
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      trailing={
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void sendCode()}
          disabled={cooldown > 0}
          loading={send.isPending}
          data-testid="send-code"
          className="h-8 px-2 text-xs text-primary disabled:text-fg-muted"
        >
          {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : sent ? t('resend') : t('send')}
        </Button>
      }
      {...registration}
    />
  );
}
