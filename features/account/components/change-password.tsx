'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter, DialogTrigger } from '@/components/ui/dialog';
import { FormError, PasswordInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import {
  isStepUpCancelled,
  SecurityChangeNotice,
  useStepUp,
} from '@/features/security-verification';
import { useUserInfoQuery } from '@/features/session';
import { useUpdatePassword } from '../api/update-password';
import { useFormatTime } from '../hooks/use-format-time';
import { changePasswordSchema, type ChangePasswordValues } from '../utils/form-rules';
import { PasswordChecklist } from './password-checklist';

/**
 * Changing the password. What it costs is said before anything is typed (the other sessions end,
 * the API keys are revoked, withdrawals from a new device wait 24 hours); the form asks for the
 * new password twice, and the step-up for the current one and the second factor. This session
 * stays logged in.
 */
export function ChangePassword() {
  const t = useTranslations('Account.Password');
  const info = useUserInfoQuery();
  const formatTime = useFormatTime();
  const [open, setOpen] = useState(false);
  const blockedUntil = info.data?.withdrawBlockedUntil ?? null;
  return (
    <div className="space-y-3">
      {blockedUntil !== null ? (
        <p className="text-sm text-fg" data-testid="withdraw-blocked-until">
          {t('blockedUntil', { time: formatTime(blockedUntil) })}
        </p>
      ) : null}
      <SecurityChangeNotice />
      {info.data ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="secondary">{t('open')}</Button>
          </DialogTrigger>
          <DialogContent title={t('title')} description={t('dialogDescription')}>
            <ChangePasswordForm
              onChanged={() => {
                setOpen(false);
                toast({ message: t('changed'), tone: 'success' });
              }}
            />
          </DialogContent>
        </Dialog>
      ) : (
        <Skeleton className="h-10 w-40" />
      )}
    </div>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const t = useTranslations('Account.Password');
  const errorText = useApiErrorText();
  const stepUp = useStepUp();
  const update = useUpdatePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await stepUp.run(
        (stepUpToken) => update.mutateAsync({ newPassword: values.newPassword, stepUpToken }),
        { endsStepUps: true },
      );
    } catch (error) {
      if (!isStepUpCancelled(error)) setServerError(errorText(error));
      return;
    }
    onChanged();
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="change-password-form">
        <SecurityChangeNotice />
        <PasswordInput
          label={t('new')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordChecklist password={newPassword} />
        <PasswordInput
          label={t('confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormError message={serverError} />
        <DialogFormFooter submitLabel={t('submit')} submitting={form.formState.isSubmitting} />
      </form>
      {stepUp.dialog}
    </>
  );
}
