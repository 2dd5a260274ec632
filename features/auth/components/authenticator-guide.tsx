'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bindGoogle } from '../api/bind-google';
import { getAccountQueryOptions } from '../api/get-account';
import { useGuideGoogle } from '../api/guide-google';
import { guideSchema } from '../api/responses';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { codeSchema } from '../utils/form-rules';
import { FormError, SubmitButton, TextField } from './form-controls';

/** The authenticator-app guide: QR code, the key with a copy button, bind with a code. */
export function AuthenticatorGuide({ bound }: { bound: boolean }) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const guide = useGuideGoogle({ enabled: open && !bound });
  const parsed = guideSchema.safeParse(guide.data);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema(t, 'authenticatorEmpty')),
    defaultValues: { code: '' },
  });

  if (bound) {
    return (
      <p className="text-sm text-up" data-testid="authenticator-bound">
        ✓ {t('bound')}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg"
      >
        {t('bindAuthenticator')}
      </button>
    );
  }
  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await bindGoogle({ code });
      await queryClient.invalidateQueries({ queryKey: getAccountQueryOptions().queryKey });
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  return (
    <div className="space-y-4" data-testid="authenticator-guide">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-fg">
        <li>{t('guideStep1')}</li>
        <li>{t('guideStep2')}</li>
        <li>{t('guideStep3')}</li>
      </ol>
      {parsed.success ? (
        <div className="flex flex-wrap items-center gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not an asset */}
          <img
            src={parsed.data.qrCode}
            alt={t('qrAlt')}
            width={160}
            height={160}
            className="rounded bg-white p-1"
          />
          <div className="space-y-2">
            <p className="text-xs text-fg-muted">{t('secretKey')}</p>
            <code
              data-testid="authenticator-secret"
              className="block break-all font-mono text-sm text-fg"
            >
              {parsed.data.secret}
            </code>
            <button
              type="button"
              className="text-xs font-medium text-primary"
              onClick={() => {
                void navigator.clipboard?.writeText(parsed.data.secret).then(() => setCopied(true));
              }}
            >
              {copied ? t('copied') : t('copy')}
            </button>
            <p className="text-xs text-warn">{t('backupWarning')}</p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">…</p>
      )}
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextField
          label={t('authenticatorCode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <FormError message={serverError} />
        <SubmitButton pending={form.formState.isSubmitting}>{t('bind')}</SubmitButton>
      </form>
    </div>
  );
}
