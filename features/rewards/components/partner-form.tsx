'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import {
  FormError,
  FormField,
  TextInput,
  fieldInputClass,
  useControlProps,
} from '@/components/ui/form-field';
import { toast } from '@/components/toast';
import { cn } from '@/lib/cn';
import type { WirePartnerApplyInput } from '@/lib/contract/wire/rewards';
import {
  getPartnerApplicationsQueryOptions,
  partnerFormSchema,
  useApplyForPartner,
  type PartnerFormValues,
} from '../api/partner';
import { CHANNEL_TYPES } from '../api/schemas';
import { useDateTime } from '../hooks/use-format';
import { useState } from 'react';

const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextArea({ className, ...props }, ref) {
    const wiring = useControlProps({});
    return (
      <textarea
        ref={ref}
        {...props}
        {...wiring}
        className={cn(fieldInputClass, 'h-auto min-h-32 resize-y py-2', className)}
      />
    );
  },
);

const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, ...props }, ref) {
    const wiring = useControlProps({});
    return <select ref={ref} {...props} {...wiring} className={cn(fieldInputClass, className)} />;
  },
);

const EMPTY: PartnerFormValues = {
  contactName: '',
  contactEmail: '',
  channelType: 'website',
  channelUrl: '',
  audienceSize: '',
  message: '',
};

/** The user's earlier applications and their answers. */
function Applications() {
  const t = useTranslations('Referral.Partner');
  const dateTime = useDateTime();
  const list = useQuery(getPartnerApplicationsQueryOptions());
  if (!list.data || list.data.length === 0) return null;
  return (
    <ul className="space-y-2" data-testid="partner-applications">
      {list.data.map((application) => (
        <li key={application.id} className="rounded-lg border border-line p-3 text-sm">
          <p className="font-medium text-fg">
            {t(`status.${application.status}`)} · {dateTime(application.createdAt)}
          </p>
          <p className="break-all text-fg-muted">{application.channelUrl}</p>
          {application.answer ? <p className="text-fg">{application.answer}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The partner application for larger affiliates, checked here and by the server. */
export function PartnerForm() {
  const t = useTranslations('Referral.Partner');
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const apply = useApplyForPartner();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PartnerFormValues, unknown, WirePartnerApplyInput>({
    resolver: zodResolver(partnerFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apply.mutateAsync(values);
      toast({ message: t('sent'), tone: 'success' });
      form.reset(EMPTY);
    } catch (error) {
      // Refusals (102700006: one still under review) come worded in the page's language.
      const message = errorText(error);
      setFormError(message);
      toast({ message, tone: 'error' });
    }
  });
  return (
    <div className="space-y-4">
      <Applications />
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('title')}
        className="space-y-4"
        data-testid="partner-form"
        data-ready={hydrated}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            label={t('fields.contactName')}
            autoComplete="name"
            maxLength={100}
            error={errors.contactName?.message}
            {...form.register('contactName')}
          />
          <TextInput
            label={t('fields.contactEmail')}
            type="email"
            autoComplete="email"
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
          <FormField label={t('fields.channelType')} error={errors.channelType?.message}>
            <Select {...form.register('channelType')}>
              {CHANNEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`channels.${type}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <TextInput
            label={t('fields.channelUrl')}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.channelUrl?.message}
            {...form.register('channelUrl')}
          />
          <TextInput
            label={t('fields.audienceSize')}
            inputMode="numeric"
            hint={t('hints.audienceSize')}
            error={errors.audienceSize?.message}
            {...form.register('audienceSize')}
          />
        </div>
        <FormField label={t('fields.message')} error={errors.message?.message}>
          <TextArea maxLength={2000} {...form.register('message')} />
        </FormField>
        <FormError message={formError} />
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('submit')}
        </Button>
      </form>
    </div>
  );
}
