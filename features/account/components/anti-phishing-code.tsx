'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isStepUpCancelled, useStepUp } from '@/features/security-verification';
import { useUserInfoQuery } from '@/features/session';
import { maskCode } from '@/lib/mask';
import { useUpdateAntiPhishing } from '../api/update-anti-phishing';
import { antiPhishingSchema, type AntiPhishingValues } from '../utils/form-rules';
import { QueryError } from './query-error';

/**
 * The anti-phishing code: a word of the user's choosing at the top of every e-mail the exchange
 * sends, so a forged e-mail is told by its absence. Shown masked until the user asks to see it.
 */
export function AntiPhishingCode() {
  const t = useTranslations('Account.AntiPhishing');
  const info = useUserInfoQuery();
  const [revealed, setRevealed] = useState(false);
  const [open, setOpen] = useState(false);
  if (info.isError && !info.data) return <QueryError onRetry={() => void info.refetch()} />;
  if (!info.data) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-4 w-full max-w-md" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }
  const code = info.data.antiPhishingCode ?? null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-fg-muted">{t('explanation')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-fg-muted">{t('current')}</span>
        {code ? (
          <>
            <code className="font-mono text-fg" data-testid="anti-phishing-current">
              {revealed ? code : maskCode(code)}
            </code>
            <Button
              variant="ghost"
              size="sm"
              className="text-primary"
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? t('hide') : t('show')}
            </Button>
          </>
        ) : (
          <span className="text-sm text-fg" data-testid="anti-phishing-current">
            {t('notSet')}
          </span>
        )}
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary">{code ? t('change') : t('set')}</Button>
        </DialogTrigger>
        <DialogContent
          title={code ? t('changeTitle') : t('setTitle')}
          description={t('explanation')}
        >
          <AntiPhishingForm
            onSaved={() => {
              setOpen(false);
              setRevealed(false);
              toast({ message: t('saved'), tone: 'success' });
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function AntiPhishingForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('Account.AntiPhishing');
  const errorText = useApiErrorText();
  const stepUp = useStepUp();
  const update = useUpdateAntiPhishing();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<AntiPhishingValues>({
    resolver: zodResolver(antiPhishingSchema),
    mode: 'onTouched',
    defaultValues: { antiPhishingCode: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await stepUp.run((stepUpToken) =>
        update.mutateAsync({ antiPhishingCode: values.antiPhishingCode.trim(), stepUpToken }),
      );
    } catch (error) {
      if (!isStepUpCancelled(error)) setServerError(errorText(error));
      return;
    }
    onSaved();
  });
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="anti-phishing-form">
        <TextInput
          label={t('field')}
          hint={t('rule')}
          autoComplete="off"
          maxLength={20}
          error={errors.antiPhishingCode?.message}
          {...form.register('antiPhishingCode')}
        />
        <FormError message={serverError} />
        <DialogFormFooter submitLabel={t('save')} submitting={form.formState.isSubmitting} />
      </form>
      {stepUp.dialog}
    </>
  );
}
