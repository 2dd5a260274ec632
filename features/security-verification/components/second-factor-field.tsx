'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '@/components/ui/form-field';
import { sendSecurityCode } from '../api/send-security-code';
import type { SecondFactor } from '../utils/second-factor';
import { SendCodeButton } from './send-code-button';

/**
 * The step-up's second factor: the authenticator app's code, or a code the user asks to be sent
 * to the account's e-mail or phone (with the server's cooldown between sends).
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
  const t = useTranslations('SecurityVerification');
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
        <SendCodeButton
          send={() => sendSecurityCode(factor.channel)}
          onSent={() => setSent(true)}
        />
      }
      {...registration}
    />
  );
}
