'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import { useUnbindGoogle } from '../api/unbind-google';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { authenticatorCodeFormSchema, type CodeValues } from '../utils/form-rules';
import { AuthenticatorGuide } from './authenticator-guide';

/**
 * The account page's authenticator section: the setup guide while none is bound; once bound, the
 * state and a way to unbind it with the app's current code (the next setup shows a new key).
 */
export function AuthenticatorSettings() {
  const t = useTranslations('Auth.Authenticator');
  const info = useUserInfoQuery();
  const [open, setOpen] = useState(false);
  if (!info.data) {
    return (
      <div aria-busy="true" className="space-y-2">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  if (!info.data.googleBound) return <AuthenticatorGuide bound={false} />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-up" data-testid="authenticator-bound">
        ✓ {t('bound')}
      </p>
      <p className="text-sm text-fg-muted">{t('unbindNote')}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="secondary">{t('unbind')}</Button>
        </DialogTrigger>
        <DialogContent title={t('unbindTitle')} description={t('unbindBody')} size="sm">
          <UnbindForm
            onUnbound={() => {
              setOpen(false);
              toast({ message: t('unbound'), tone: 'success' });
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function UnbindForm({ onUnbound }: { onUnbound: () => void }) {
  const t = useTranslations('Auth');
  const ui = useTranslations('UI');
  const errorText = useApiErrorText();
  const unbind = useUnbindGoogle();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CodeValues>({
    resolver: zodResolver(authenticatorCodeFormSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await unbind.mutateAsync({ code: code.trim() });
      onUnbound();
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="authenticator-unbind">
      <TextInput
        label={t('Fields.authenticatorCode')}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <FormError message={serverError} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            {ui('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" size="lg" loading={form.formState.isSubmitting}>
          {t('Authenticator.unbindSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
