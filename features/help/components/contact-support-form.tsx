'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { FieldSelect, TextArea } from '@/components/ui/field-controls';
import { FormField, TextInput } from '@/components/ui/form-field';
import { useUserInfo } from '@/features/session';
import { isApiError } from '@/lib/http';
import { SUPPORT_TICKET_CODES, useOpenSupportTicket } from '../api/open-support-ticket';
import {
  emptySupportForm,
  SUPPORT_CATEGORIES,
  SUPPORT_LIMITS,
  supportFormSchema,
  toSupportTicketBody,
  type SupportFormValues,
} from '../model/support-form';
import { SupportTicketOpened } from './support-ticket-opened';

/**
 * The help centre's "contact support" form: a visitor or a logged-in user (whose e-mail is filled
 * in) opens a ticket; the operator answers by e-mail (server/cli/support.ts).
 */
export function ContactSupportForm() {
  const t = useTranslations('ContactSupport');
  const format = useFormatter();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const open = useOpenSupportTicket();
  const accountEmail = useUserInfo()?.email ?? '';
  const [opened, setOpened] = useState<{ ticketId: string; email: string } | null>(null);
  const form = useForm<SupportFormValues>({
    resolver: zodResolver(supportFormSchema),
    defaultValues: emptySupportForm,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });

  // The account's address once it is known, unless something was typed there already.
  useEffect(() => {
    if (accountEmail && !form.getValues('email')) form.setValue('email', accountEmail);
  }, [accountEmail, form]);

  if (opened) {
    return (
      <SupportTicketOpened
        {...opened}
        onAnother={() => {
          form.reset({ ...emptySupportForm, email: accountEmail });
          setOpened(null);
        }}
      />
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = toSupportTicketBody(values);
      const answer = await open.mutateAsync(body);
      setOpened({ ticketId: answer.ticketId, email: body.email });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      let text: string;
      if (code === SUPPORT_TICKET_CODES.badParameter) text = t('Errors.rejected');
      else if (code === SUPPORT_TICKET_CODES.tooManyRequests) text = t('Errors.tooMany');
      else text = errorText(error);
      toast({ message: text, tone: 'error' });
    }
  });

  const categoryOptions = [
    { value: '', label: t('categoryPlaceholder') },
    ...SUPPORT_CATEGORIES.map((category) => ({
      value: category,
      label: t(`categories.${category}`),
    })),
  ];

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={t('formLabel')}
      data-testid="contact-support-form"
      data-ready={hydrated}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          maxLength={SUPPORT_LIMITS.email.max}
          hint={t('hints.email')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField label={t('fields.category')} error={errors.category?.message}>
          <FieldSelect options={categoryOptions} {...form.register('category')} />
        </FormField>
      </div>
      <TextInput
        label={t('fields.subject')}
        maxLength={SUPPORT_LIMITS.subject.max}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <FormField
        label={t('fields.message')}
        hint={t('hints.message', {
          count: format.number(message.trim().length),
          max: format.number(SUPPORT_LIMITS.message.max),
        })}
        error={errors.message?.message}
      >
        <TextArea rows={6} maxLength={SUPPORT_LIMITS.message.max} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
