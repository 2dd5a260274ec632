'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { toast } from '@/components/toast';
import { Dialog, DialogContent, DialogFormFooter } from '@/components/ui/dialog';
import { PasswordInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserInfoQuery } from '@/features/session';
import { useStepUpMutation, type StepUpGrant } from '../api/step-up';
import { errorField } from '@/lib/contract/wire/error-codes';
import { errorCodeOf } from '../utils/errors';
import { stepUpFormSchema, type StepUpFormValues } from '../utils/form-rules';
import { secondFactorOf, type SecondFactor } from '../utils/second-factor';
import { SecondFactorField } from './second-factor-field';

/**
 * "Confirm it's you": the login password and the current second factor, before a security change.
 * A Radix dialog like the kit's others (focus trapped, Escape and the close button cancel, focus
 * back where it was), a full-screen sheet on phones. Opened over another dialog it stacks on top.
 */
export function StepUpDialog({
  open,
  again,
  returnFocusTo,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  /**
   * Opened by code, not by a trigger (Radix returns the focus to a trigger only): where the
   * focus goes back to when it closes.
   */
  returnFocusTo: HTMLElement | null;
  /** The server refused an earlier step-up as expired or ended: say why it asks again. */
  again: boolean;
  onConfirmed: (grant: StepUpGrant) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('SecurityVerification');
  const info = useUserInfoQuery({ enabled: open });
  const factor = info.data ? secondFactorOf(info.data) : null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      {open ? (
        <DialogContent
          title={t('title')}
          description={
            factor === null
              ? t('why')
              : factor.kind === 'authenticator'
                ? t('descriptionAuthenticator')
                : t('descriptionCode', { target: factor.target })
          }
          size="sm"
          data-testid="step-up-dialog"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          {factor ? (
            <StepUpForm factor={factor} again={again} onConfirmed={onConfirmed} />
          ) : (
            <div aria-busy="true" className="space-y-3">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StepUpForm({
  factor,
  again,
  onConfirmed,
}: {
  factor: SecondFactor;
  again: boolean;
  onConfirmed: (grant: StepUpGrant) => void;
}) {
  const t = useTranslations('SecurityVerification');
  const errorText = useApiErrorText();
  const authenticator = factor.kind === 'authenticator';
  const schema = useMemo(() => stepUpFormSchema(authenticator), [authenticator]);
  const stepUp = useStepUpMutation();
  const form = useForm<StepUpFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', code: '' },
  });
  const errors = form.formState.errors;
  // The password first (not the corner's close button, Radix's first tabbable): the dialog is
  // there to be answered. Focus already inside keeps Radix from moving it.
  useEffect(() => form.setFocus('password'), [form]);

  const submit = form.handleSubmit(async (values) => {
    let grant: StepUpGrant;
    try {
      grant = await stepUp.mutateAsync({ password: values.password, code: values.code.trim() });
    } catch (error) {
      const field = errorField(errorCodeOf(error) ?? 0);
      // Said on the field it is about (lib/contract/wire/error-codes), in the page's words.
      if (field === 'password') {
        form.setError('password', { message: errorText(error) }, { shouldFocus: true });
      } else if (field === 'code') {
        form.setError('code', { message: errorText(error) }, { shouldFocus: true });
      } else {
        // Too many tries (429), the network, anything else: a toast; the form stays as typed.
        toast({ message: errorText(error), tone: 'error' });
      }
      return;
    }
    onConfirmed(grant);
  });

  return (
    <form
      onSubmit={(event) => {
        // Opened from inside another form's dialog: React would bubble this submit through the
        // portal to that form too.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="space-y-4"
      data-testid="step-up-form"
    >
      {again ? (
        <p role="alert" className="rounded-md border border-warn/60 bg-warn/5 px-3 py-2 text-sm">
          {t('again')}
        </p>
      ) : null}
      <p className="text-xs text-fg-muted">{t('why')}</p>
      <PasswordInput
        label={t('password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SecondFactorField
        factor={factor}
        registration={form.register('code')}
        error={errors.code?.message}
      />
      <DialogFormFooter submitLabel={t('submit')} submitting={form.formState.isSubmitting} />
    </form>
  );
}
