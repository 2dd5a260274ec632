'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, linkStyles } from '@/components/ui/button';
import { FieldError, FormError, PasswordInput, TextInput } from '@/components/ui/form-field';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Link } from '@/components/i18n/link';
import { useCheckRegistration } from '../api/check-registration';
import { useConfirmRegistration } from '../api/confirm-registration';
import { useSendRegisterCode } from '../api/send-register-code';
import { useApiErrorText } from '../hooks/use-api-error-text';
import {
  identityBody,
  identityDefaults,
  signUpSchema,
  type IdentityMode,
  type SignUpValues,
} from '../utils/form-rules';
import { CodeStep } from './code-step';
import { IdentityFields } from './identity-fields';
import { PasswordRules } from './password-rules';

type Step = { name: 'form' } | { name: 'code'; cooldown: number } | { name: 'done' };

/** An e-mail or a mobile number to start with (the home page's sign-up box: `?email=` / `?mobile=`). */
export interface SignUpPrefill {
  email?: string;
  mobile?: string;
}

/**
 * A document the user agrees to, in a new tab: what was typed into the form stays where it is.
 * Inside the checkbox's label, a click on the link follows the link and leaves the box as it was.
 */
function AgreementLink({ href, children }: { href: '/terms' | '/privacy'; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener" className={linkStyles}>
      {children}
    </Link>
  );
}

/** Sign-up by e-mail or mobile, then the code step, then success (spec §1, §5). */
export function SignUpForm({
  inviteCode,
  prefill = {},
}: {
  inviteCode: string;
  prefill?: SignUpPrefill;
}) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const checkRegistration = useCheckRegistration();
  const sendRegisterCode = useSendRegisterCode();
  const confirmRegistration = useConfirmRegistration();
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: {
      ...identityDefaults(locale),
      // The prefilled value opens its own tab.
      ...(prefill.email
        ? { mode: 'email' as const, email: prefill.email }
        : prefill.mobile
          ? { mode: 'mobile' as const, mobile: prefill.mobile }
          : {}),
      password: '',
      confirmPassword: '',
      inviteCode,
      agreement: false,
    },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const password = useWatch({ control: form.control, name: 'password' });
  const errors = form.formState.errors;

  const sendCode = async (): Promise<number> =>
    (await sendRegisterCode.mutateAsync(identityBody(form.getValues()))).retryAfterSeconds;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await checkRegistration.mutateAsync(identityBody(values));
      setStep({ name: 'code', cooldown: await sendCode() });
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  const confirm = async (code: string) => {
    const values = form.getValues();
    await confirmRegistration.mutateAsync({
      ...identityBody(values),
      code,
      password: values.password,
      inviteCode: values.inviteCode.trim(),
      // The form refuses to submit without the agreement.
      agreement: true,
    });
    setStep({ name: 'done' });
  };

  if (step.name === 'done') {
    return (
      <div className="space-y-4 text-center" data-testid="sign-up-success">
        <h2 className="text-xl font-semibold text-fg">{t('SignUp.successTitle')}</h2>
        <p className="text-sm text-fg-muted">{t('SignUp.successBody')}</p>
        <Button asChild size="lg" fullWidth>
          <Link href="/">{t('SignUp.goHome')}</Link>
        </Button>
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
        submitLabel={t('SignUp.submit')}
        onSubmit={confirm}
        onResend={sendCode}
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
        control={form.control}
        errors={errors}
      />
      <PasswordInput
        label={t('Fields.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordRules password={password} />
      <PasswordInput
        label={t('Fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <TextInput
        label={t('Fields.inviteCode')}
        autoComplete="off"
        error={errors.inviteCode?.message}
        {...form.register('inviteCode')}
      />
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-fg">
          <input
            type="checkbox"
            className="mt-1"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'agreement-error' : undefined}
            {...form.register('agreement')}
          />
          <span>
            {t.rich('SignUp.agreeTerms', {
              terms: (words) => <AgreementLink href="/terms">{words}</AgreementLink>,
              privacy: (words) => <AgreementLink href="/privacy">{words}</AgreementLink>,
            })}
          </span>
        </label>
        <FieldError id="agreement-error" error={errors.agreement?.message} />
      </div>
      <FormError message={serverError} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t('SignUp.next')}
      </Button>
    </form>
  );
}
