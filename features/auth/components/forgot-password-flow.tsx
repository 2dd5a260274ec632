'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Link } from '@/components/i18n/link';
import { useFindPasswordStepOne } from '../api/find-password-step-one';
import { useFindPasswordStepThree } from '../api/find-password-step-three';
import type { StepTicket } from '../api/schemas';
import { useSendTicketCode } from '../api/send-ticket-code';
import { useValidateRecoveryCode } from '../api/validate-recovery-code';
import { useApiErrorText } from '../hooks/use-api-error-text';
import {
  identityBody,
  identityDefaults,
  identitySchema,
  type IdentityValues,
} from '../utils/form-rules';
import { CodeStep } from './code-step';
import { IdentityFields } from './identity-fields';
import { ResetPasswordStep } from './reset-password-step';

type Step =
  | { name: 'identify' }
  | { name: 'verify'; ticket: StepTicket }
  | { name: 'reset'; resetTicket: string; authenticatorRequired: boolean }
  | { name: 'done' };

/** Password recovery in three steps: identify the account, verify, set a new password. */
export function ForgotPasswordFlow() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const stepOne = useFindPasswordStepOne();
  const validateCode = useValidateRecoveryCode();
  const stepThree = useFindPasswordStepThree();
  const sendTicketCode = useSendTicketCode('recover');
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<IdentityValues>({
    resolver: zodResolver(identitySchema),
    defaultValues: identityDefaults(locale),
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const index = { identify: 1, verify: 2, reset: 3, done: 3 }[step.name];
  const titles = [t('Forgot.step1'), t('Forgot.step2'), t('Forgot.step3')];

  const header = (
    <ol className="mb-6 flex gap-3 text-xs" data-testid="recovery-steps">
      {titles.map((title, i) => (
        <li
          key={title}
          aria-current={i + 1 === index ? 'step' : undefined}
          className={i + 1 <= index ? 'font-medium text-primary' : 'text-fg-muted'}
        >
          {i + 1}. {title}
        </li>
      ))}
    </ol>
  );

  let body;
  if (step.name === 'done') {
    body = (
      <div className="space-y-4 text-center" data-testid="reset-done">
        <p className="text-lg font-semibold text-fg">{t('Forgot.done')}</p>
        <p className="text-sm text-fg-muted">{t('Forgot.withdrawNotice')}</p>
        <Button asChild size="lg" fullWidth>
          <Link href="/log-in">{t('Forgot.backToLogIn')}</Link>
        </Button>
      </div>
    );
  } else if (step.name === 'reset') {
    body = (
      <ResetPasswordStep
        authenticatorRequired={step.authenticatorRequired}
        onSubmit={async (password, googleCode) => {
          await stepThree.mutateAsync({
            resetTicket: step.resetTicket,
            password,
            googleCode: googleCode ?? '',
          });
          setStep({ name: 'done' });
        }}
      />
    );
  } else if (step.name === 'verify') {
    const { ticket } = step;
    body = (
      <CodeStep
        factor={ticket.factor}
        target={ticket.target}
        initialCooldown={ticket.retryAfterSeconds}
        submitLabel={t('Forgot.next')}
        onSubmit={async (code) => {
          const answer = await validateCode.mutateAsync({ ticket: ticket.ticket, code });
          setStep({
            name: 'reset',
            resetTicket: answer.resetTicket,
            authenticatorRequired: answer.authenticatorRequired,
          });
        }}
        onResend={async () => (await sendTicketCode.mutateAsync(ticket)).retryAfterSeconds}
      />
    );
  } else {
    const submit = form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        setStep({ name: 'verify', ticket: await stepOne.mutateAsync(identityBody(values)) });
      } catch (error) {
        setServerError(errorText(error));
      }
    });
    body = (
      <form
        onSubmit={submit}
        noValidate
        className="space-y-4"
        data-testid="identify-step"
        data-ready={hydrated}
      >
        <IdentityFields
          mode={mode}
          onModeChange={(next) => {
            form.setValue('mode', next);
            form.clearErrors();
          }}
          register={form.register}
          control={form.control}
          errors={form.formState.errors}
        />
        <FormError message={serverError} />
        <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
          {t('Forgot.next')}
        </Button>
      </form>
    );
  }
  return (
    <div>
      {header}
      {body}
    </div>
  );
}
