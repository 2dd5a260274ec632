'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link } from '@/lib/i18n/navigation';
import { setToken } from '@/lib/session';
import { checkRegisterEmail } from '../api/check-register-email';
import { checkRegisterMobile } from '../api/check-register-mobile';
import { confirmRegisterEmail } from '../api/confirm-register-email';
import { confirmRegisterMobile } from '../api/confirm-register-mobile';
import { sentCodeSchema, sessionGrantSchema } from '../api/responses';
import { sendRegisterEmail } from '../api/send-register-email';
import { sendRegisterSms } from '../api/send-register-sms';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { useHydrated } from '@/components/hooks/use-hydrated';
import {
  checkIdentity,
  identityBody,
  identityDefaults,
  identityShape,
  matchPasswords,
  newPasswordFields,
  type IdentityMode,
} from '../utils/form-rules';
import { CodeStep } from './code-step';
import { FormError, PasswordField, SubmitButton, TextField } from './form-controls';
import { IdentityFields } from './identity-fields';
import { PasswordRules } from './password-rules';

type Step = { name: 'form' } | { name: 'code'; cooldown: number } | { name: 'done' };

/** Sign-up by e-mail or mobile, then the code step, then success (spec §1, §5). */
export function SignUpForm({ inviteCode }: { inviteCode: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = z
    .object({
      ...identityShape,
      ...newPasswordFields(t),
      inviteCode: z.string().max(32),
      agreement: z.boolean().refine((v) => v, t('agreementRequired')),
    })
    .superRefine((value, ctx) => {
      checkIdentity(value, ctx, t);
      matchPasswords(value, ctx, t);
    });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ...identityDefaults(locale),
      password: '',
      confirmPassword: '',
      inviteCode,
      agreement: false,
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const password = useWatch({ control: form.control, name: 'password' });
  const errors = form.formState.errors;

  const sendCode = async (values: Values): Promise<number> => {
    const body = identityBody(values);
    const sent =
      values.mode === 'email' ? await sendRegisterEmail(body) : await sendRegisterSms(body);
    return sentCodeSchema.parse(sent).retryAfterSeconds;
  };

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const body = identityBody(values);
      await (values.mode === 'email' ? checkRegisterEmail(body) : checkRegisterMobile(body));
      setStep({ name: 'code', cooldown: await sendCode(values) });
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  const confirm = async (code: string) => {
    const values = form.getValues();
    const body = {
      ...identityBody(values),
      code,
      password: values.password,
      inviteCode: values.inviteCode.trim(),
      agreement: values.agreement,
    };
    const grant = sessionGrantSchema.parse(
      values.mode === 'email'
        ? await confirmRegisterEmail(body)
        : await confirmRegisterMobile(body),
    );
    setToken(grant.token);
    setStep({ name: 'done' });
  };

  if (step.name === 'done') {
    return (
      <div className="space-y-4 text-center" data-testid="sign-up-success">
        <h2 className="text-xl font-semibold text-fg">{t('signUpSuccessTitle')}</h2>
        <p className="text-sm text-fg-muted">{t('signUpSuccessBody')}</p>
        <Link
          href="/"
          className="block h-btn-lg rounded-md bg-primary leading-[3rem] font-medium text-primary-fg"
        >
          {t('goHome')}
        </Link>
      </div>
    );
  }
  if (step.name === 'code') {
    const values = form.getValues();
    return (
      <CodeStep
        factor={values.mode === 'email' ? 'email' : 'sms'}
        target={values.mode === 'email' ? values.email : `${values.dialCode} ${values.mobile}`}
        initialCooldown={step.cooldown}
        submitLabel={t('signUpSubmit')}
        onSubmit={confirm}
        onResend={() => sendCode(form.getValues())}
      />
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      data-testid="sign-up-form"
      data-ready={hydrated}
    >
      <IdentityFields
        mode={mode}
        onModeChange={(next: IdentityMode) => {
          form.setValue('mode', next);
          form.clearErrors();
        }}
        register={form.register}
        errors={errors}
      />
      <PasswordField
        label={t('password')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <PasswordField
        label={t('confirmPassword')}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <TextField label={t('inviteCode')} autoComplete="off" {...form.register('inviteCode')} />
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-fg">
          <input type="checkbox" className="mt-1" {...form.register('agreement')} />
          <span>{t('agreeTerms')}</span>
        </label>
        {errors.agreement?.message ? (
          <p role="alert" className="text-xs text-down">
            {errors.agreement.message}
          </p>
        ) : null}
      </div>
      <FormError message={serverError} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('next')}</SubmitButton>
    </form>
  );
}
