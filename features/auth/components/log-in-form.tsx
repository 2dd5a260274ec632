'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button, linkStyles } from '@/components/ui/button';
import { FormError, PasswordInput } from '@/components/ui/form-field';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Link } from '@/components/i18n/link';
import { useRouter } from '@/lib/i18n/navigation';
import { SLIDER_REQUIRED_CODE, useCheckLogin } from '../api/check-login';
import { useConfirmLogin } from '../api/confirm-login';
import type { StepTicket } from '../api/schemas';
import { useSendTicketCode } from '../api/send-ticket-code';
import { errorCode, useApiErrorText } from '../hooks/use-api-error-text';
import { identityBody, identityDefaults, logInSchema, type LogInValues } from '../utils/form-rules';
import { CodeStep } from './code-step';
import { IdentityFields } from './identity-fields';
import { SliderCheck } from './slider-check';

/** Two-step login: credentials, then the e-mail, SMS or authenticator code (spec §1, §7). */
export function LogInForm() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const checkLogin = useCheckLogin();
  const confirmLogin = useConfirmLogin();
  const sendTicketCode = useSendTicketCode('login');
  const [ticket, setTicket] = useState<StepTicket | null>(null);
  const [needSlider, setNeedSlider] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LogInValues>({
    resolver: zodResolver(logInSchema),
    defaultValues: { ...identityDefaults(locale), password: '' },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });

  const check = async (values: LogInValues, sliderToken?: string) => {
    setServerError(null);
    try {
      const input = { ...identityBody(values), password: values.password };
      // No token ('') until the slider was asked for and passed.
      setTicket(await checkLogin.mutateAsync({ ...input, sliderToken: sliderToken ?? '' }));
      setNeedSlider(false);
    } catch (error) {
      if (errorCode(error) === SLIDER_REQUIRED_CODE) setNeedSlider(true);
      setServerError(errorText(error));
    }
  };

  if (ticket) {
    return (
      <CodeStep
        factor={ticket.factor}
        target={ticket.target}
        initialCooldown={ticket.retryAfterSeconds}
        submitLabel={t('LogIn.confirm')}
        onSubmit={async (code) => {
          await confirmLogin.mutateAsync({ ticket: ticket.ticket, code });
          router.replace('/');
        }}
        onResend={async () => (await sendTicketCode.mutateAsync(ticket)).retryAfterSeconds}
      />
    );
  }
  return (
    <form
      onSubmit={form.handleSubmit((values) => check(values))}
      noValidate
      className="space-y-4"
      data-testid="log-in-form"
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
      <PasswordInput
        label={t('Fields.password')}
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <div className="text-right">
        <Link href="/forgot" className={`text-sm ${linkStyles}`}>
          {t('LogIn.forgotLink')}
        </Link>
      </div>
      {needSlider ? <SliderCheck onPass={(token) => void check(form.getValues(), token)} /> : null}
      <FormError message={serverError} />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t('LogIn.submit')}
      </Button>
    </form>
  );
}
