'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError, TextInput } from '@/components/ui/form-field';
import { useBindGoogle } from '../api/bind-google';
import { useGuideGoogle } from '../api/guide-google';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { authenticatorCodeFormSchema, type CodeValues } from '../utils/form-rules';

/** The authenticator-app guide: QR code, the key with a copy button, bind with a code. */
export function AuthenticatorGuide({ bound }: { bound: boolean }) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const guide = useGuideGoogle({ enabled: open && !bound });
  const bindGoogle = useBindGoogle();
  const form = useForm<CodeValues>({
    resolver: zodResolver(authenticatorCodeFormSchema),
    defaultValues: { code: '' },
  });

  if (bound) {
    return (
      <p className="text-sm text-up" data-testid="authenticator-bound">
        ✓ {t('Authenticator.bound')}
      </p>
    );
  }
  if (!open) {
    return <Button onClick={() => setOpen(true)}>{t('Authenticator.start')}</Button>;
  }
  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      // Binding reads the user info again, which turns this guide into the "bound" line.
      await bindGoogle.mutateAsync({ code: code.trim() });
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  const shown = guide.data;
  return (
    <div className="space-y-4" data-testid="authenticator-guide">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-fg">
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
          <div className="space-y-2">
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
      ) : (
        <p className="text-sm text-fg-muted">…</p>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextInput
          label={t('Fields.authenticatorCode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormError message={serverError} />
        <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
          {t('Authenticator.bind')}
        </Button>
      </form>
    </div>
  );
}
