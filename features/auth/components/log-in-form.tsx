'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { setToken } from '@/lib/session';
import { checkLogin } from '../api/check-login';
import { confirmLogin } from '../api/confirm-login';
import { resendTicketCode } from '../api/resend-ticket-code';
import { sessionGrantSchema, stepTicketSchema, type StepTicket } from '../api/responses';
import { errorCode, useApiErrorText } from '../hooks/use-api-error-text';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { checkIdentity, identityBody, identityDefaults, identityShape } from '../utils/form-rules';
import { CodeStep } from './code-step';
import { FormError, PasswordField, SubmitButton } from './form-controls';
import { IdentityFields } from './identity-fields';
import { SliderCheck } from './slider-check';

const SLIDER_REQUIRED = 102020720;

/** Two-step login: credentials, then the e-mail, SMS or authenticator code (spec §1, §7). */
export function LogInForm() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const [ticket, setTicket] = useState<StepTicket | null>(null);
  const [needSlider, setNeedSlider] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = z
    .object({ ...identityShape, password: z.string().min(1, t('passwordEmpty')) })
    .superRefine((value, ctx) => checkIdentity(value, ctx, t));
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...identityDefaults(locale), password: '' },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });

  const check = async (values: Values, sliderToken?: string) => {
    setServerError(null);
    try {
      const answer = await checkLogin({
        ...identityBody(values),
        password: values.password,
        sliderToken,
      });
      setTicket(stepTicketSchema.parse(answer));
      setNeedSlider(false);
    } catch (error) {
      if (errorCode(error) === SLIDER_REQUIRED) setNeedSlider(true);
      setServerError(errorText(error));
    }
  };

  if (ticket) {
    return (
      <CodeStep
        factor={ticket.factor}
        target={ticket.target}
        initialCooldown={ticket.retryAfterSeconds}
        submitLabel={t('confirm')}
        onSubmit={async (code) => {
          const grant = sessionGrantSchema.parse(
            await confirmLogin({ ticket: ticket.ticket, code }),
          );
          setToken(grant.token);
          router.replace('/');
        }}
        onResend={() => resendTicketCode(ticket, 'login')}
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
        onModeChange={(mode) => {
          form.setValue('mode', mode);
          form.clearErrors();
        }}
        register={form.register}
        errors={form.formState.errors}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <div className="text-right">
        <Link href="/forgot" className="text-sm text-primary hover:underline">
          {t('forgotLink')}
        </Link>
      </div>
      {needSlider ? <SliderCheck onPass={(token) => void check(form.getValues(), token)} /> : null}
      <FormError message={serverError} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('logInSubmit')}</SubmitButton>
    </form>
  );
}
