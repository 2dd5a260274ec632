'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormError, PasswordInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery, type UserInfo } from '@/features/session';
import { endSession } from '@/lib/session';
import { useUpdatePassword } from '../api/update-password';
import { useFormatTime } from '../hooks/use-format-time';
import { leaveAccountNotice } from '../utils/account-notice';
import { changePasswordSchema, type ChangePasswordValues } from '../utils/form-rules';
import { secondFactorOf } from '../utils/second-factor';
import { PasswordChecklist } from './password-checklist';
import { SecondFactorField } from './second-factor-field';

/**
 * Changing the password. What it costs is said before anything is typed: every session ends
 * (this one too: the app then logs out as after a 401) and withdrawals from a new device are
 * blocked for 24 hours.
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
      <Consequences />
      {info.data ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="secondary">{t('open')}</Button>
          </DialogTrigger>
          <DialogContent title={t('title')} description={t('dialogDescription')}>
            <ChangePasswordForm account={info.data} />
          </DialogContent>
        </Dialog>
      ) : (
        <Skeleton className="h-10 w-40" />
      )}
    </div>
  );
}

function Consequences() {
  const t = useTranslations('Account.Password');
  return (
    <ul
      className="list-disc space-y-1 rounded-md border border-warn/60 bg-warn/5 py-2 ps-8 pe-3 text-sm text-fg"
      data-testid="password-consequences"
    >
      <li>{t('sessionsEnd')}</li>
      <li>{t('withdrawBlocked')}</li>
    </ul>
  );
}

function ChangePasswordForm({ account }: { account: UserInfo }) {
  const t = useTranslations('Account.Password');
  const ui = useTranslations('UI');
  const errorText = useApiErrorText();
  const factor = secondFactorOf(account);
  const schema = useMemo(
    () => changePasswordSchema(factor.kind === 'authenticator'),
    [factor.kind],
  );
  const update = useUpdatePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', code: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await update.mutateAsync({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        code: values.code.trim(),
      });
    } catch (error) {
      setServerError(errorText(error));
      return;
    }
    // The server ended every session, this one too: log out as a 401 would, and say why after
    // the reload.
    leaveAccountNotice('password-changed');
    endSession();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="change-password-form">
      <Consequences />
      <PasswordInput
        label={t('current')}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
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
      <SecondFactorField
        factor={factor}
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <FormError message={serverError} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            {ui('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
