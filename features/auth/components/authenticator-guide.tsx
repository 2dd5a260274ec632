'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, TextInput } from '@/components/ui/form-field';
import { isStepUpCancelled, type StepUp } from '@/features/security-verification';
import { useBindGoogle } from '../api/authenticator-binding';
import { useGuideGoogle } from '../api/guide-google';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { authenticatorCodeFormSchema, type CodeValues } from '../utils/form-rules';

/**
 * The authenticator-app guide, shown once the step-up has passed: QR code, the key with a copy
 * button, then the code of the app that scanned it binds it (replacing the bound app when
 * `replacing`). The bind goes with the step-up token; an expired one is asked for again.
 */
export function AuthenticatorGuide({
  replacing,
  stepUp,
  onBound,
  onCancel,
}: {
  replacing: boolean;
  stepUp: StepUp;
  onBound: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('Auth');
  const ui = useTranslations('UI');
  const errorText = useApiErrorText();
  const [copied, setCopied] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const guide = useGuideGoogle();
  const bindGoogle = useBindGoogle();
  const form = useForm<CodeValues>({
    resolver: zodResolver(authenticatorCodeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await stepUp.run(
        (stepUpToken) => bindGoogle.mutateAsync({ code: code.trim(), stepUpToken }),
        { endsStepUps: true },
      );
    } catch (error) {
      if (!isStepUpCancelled(error)) setServerError(errorText(error));
      return;
    }
    onBound();
  });
  const shown = guide.data;
  return (
    <div className="space-y-4" data-testid="authenticator-guide">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-fg">
        <li>{t('Authenticator.step1')}</li>
        <li>{t('Authenticator.step2')}</li>
        <li>{t('Authenticator.step3')}</li>
      </ol>
      {shown ? (
        <div className="flex flex-wrap items-center gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not an asset */}
          <img
            src={shown.qrCode}
            alt={t('Authenticator.qrAlt')}
            width={160}
            height={160}
            className="rounded bg-white p-1"
          />
          <div className="min-w-0 space-y-2">
            <p className="text-xs text-fg-muted">{t('Authenticator.secretKey')}</p>
            <code
              data-testid="authenticator-secret"
              className="block font-mono text-sm break-all text-fg"
            >
              {shown.secret}
            </code>
            <Button
              variant="ghost"
              size="sm"
              className="text-primary"
              onClick={() => {
                void navigator.clipboard?.writeText(shown.secret).then(() => setCopied(true));
              }}
            >
              {copied ? t('Authenticator.copied') : t('Authenticator.copy')}
            </Button>
            <p className="text-xs text-warn">{t('Authenticator.backupWarning')}</p>
          </div>
        </div>
      ) : guide.isError ? (
        <FormError message={errorText(guide.error)} />
      ) : (
        <p className="text-sm text-fg-muted" aria-busy="true">
          {ui('loading')}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextInput
          label={replacing ? t('Authenticator.newCode') : t('Fields.authenticatorCode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormError message={serverError} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {ui('cancel')}
          </Button>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t('Authenticator.bind')}
          </Button>
        </div>
      </form>
    </div>
  );
}
