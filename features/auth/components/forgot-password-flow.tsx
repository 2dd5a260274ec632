'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link } from '@/lib/i18n/navigation';
import { findPasswordStepOne } from '../api/find-password-step-one';
import { findPasswordStepThree } from '../api/find-password-step-three';
import { resendTicketCode } from '../api/resend-ticket-code';
import { resetTicketSchema, stepTicketSchema, type StepTicket } from '../api/responses';
import { validateRecoveryCode } from '../api/validate-recovery-code';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { checkIdentity, identityBody, identityDefaults, identityShape } from '../utils/form-rules';
import { CodeStep } from './code-step';
import { FormError, SubmitButton } from './form-controls';
import { IdentityFields } from './identity-fields';
import { ResetPasswordStep } from './reset-password-step';

type Step =
  | { name: 'identify' }
  | { name: 'verify'; ticket: StepTicket }
  | { name: 'reset'; resetTicket: string }
  | { name: 'done' };

/** Password recovery in three steps: identify the account, verify, set a new password. */
export function ForgotPasswordFlow() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = z.object(identityShape).superRefine((value, ctx) => checkIdentity(value, ctx, t));
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: identityDefaults(locale),
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const index = { identify: 1, verify: 2, reset: 3, done: 3 }[step.name];
  const titles = [t('forgotStep1'), t('forgotStep2'), t('forgotStep3')];

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
        <p className="text-lg font-semibold text-fg">{t('resetDone')}</p>
        <p className="text-sm text-fg-muted">{t('withdrawNotice')}</p>
        <Link
          href="/log-in"
          className="block h-btn-lg rounded-md bg-primary leading-[3rem] font-medium text-primary-fg"
        >
          {t('backToLogIn')}
        </Link>
      </div>
    );
  } else if (step.name === 'reset') {
    body = (
      <ResetPasswordStep
        onSubmit={async (password) => {
          await findPasswordStepThree({ resetTicket: step.resetTicket, password });
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
        submitLabel={t('next')}
        onSubmit={async (code) => {
          const answer = resetTicketSchema.parse(
            await validateRecoveryCode({ ticket: ticket.ticket, code }),
          );
          setStep({ name: 'reset', resetTicket: answer.resetTicket });
        }}
        onResend={() => resendTicketCode(ticket, 'recover')}
      />
    );
  } else {
    const submit = form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        setStep({
          name: 'verify',
          ticket: stepTicketSchema.parse(await findPasswordStepOne(identityBody(values))),
        });
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
          onModeChange={(mode) => {
            form.setValue('mode', mode);
            form.clearErrors();
          }}
          register={form.register}
          errors={form.formState.errors}
        />
        <FormError message={serverError} />
        <SubmitButton pending={form.formState.isSubmitting}>{t('next')}</SubmitButton>
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
