'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { toast } from '@/components/toast';
import { Button } from '@/components/ui/button';
import { DecimalInput } from '@/components/ui/decimal-input';
import { FormField, TextInput } from '@/components/ui/form-field';
import { LISTING_LIMITS } from '@/lib/contract/listing-rules';
import { isApiError } from '@/lib/http';
import { LISTING_APPLY_CODES, useApplyForListing } from '../api/apply-for-listing';
import {
  applicationFormSchema,
  CHAIN_NAMES,
  emptyApplication,
  LISTING_CHAINS,
  toRequestBody,
  withoutControlCharacters,
  type ApplicationFormValues,
} from '../model/application-form';
import { ApplicationReceived } from './application-received';
import { FieldSelect, TextArea } from '@/components/ui/field-controls';

interface Received {
  reference: string;
  email: string;
  confirmationSent: boolean;
}

/**
 * Rewrites what was typed in place, keeping the caret (the rewrites keep the length): symbols in
 * capitals, and line breaks in the description as spaces (the API takes single-line text).
 */
function rewriteTyped(
  element: HTMLInputElement | HTMLTextAreaElement,
  rewrite: (value: string) => string,
) {
  const next = rewrite(element.value);
  if (next === element.value) return;
  const { selectionStart, selectionEnd } = element;
  element.value = next;
  element.setSelectionRange(selectionStart, selectionEnd);
}

/** A registration whose input rewrites what is typed before the form reads it. */
function rewriting<N extends string>(
  registration: UseFormRegisterReturn<N>,
  rewrite: (value: string) => string,
): UseFormRegisterReturn<N> {
  return {
    ...registration,
    onChange: (event: Parameters<UseFormRegisterReturn['onChange']>[0]) => {
      const target: unknown = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
        rewriteTyped(target, rewrite);
      return registration.onChange(event);
    },
  };
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-line p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The listing application (spec §1 "listing applications"): anyone may send one, logged in or not. */
export function ListingApplyForm() {
  const t = useTranslations('ListingApply');
  const format = useFormatter();
  const errorText = useApiErrorText();
  const hydrated = useHydrated();
  const apply = useApplyForListing();
  const [received, setReceived] = useState<Received | null>(null);
  const form = useForm<ApplicationFormValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: emptyApplication,
  });
  const { errors, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });

  if (received) {
    return (
      <ApplicationReceived
        {...received}
        onAnother={() => {
          form.reset(emptyApplication);
          setReceived(null);
        }}
      />
    );
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await apply.mutateAsync(toRequestBody(values));
      setReceived({ ...answer, email: values.contactEmail.trim() });
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      let message: string;
      if (code === LISTING_APPLY_CODES.duplicate) {
        message = t('Errors.duplicate');
        form.setError(
          'contactEmail',
          { type: 'server', message: 'ListingApply.Errors.duplicate' },
          { shouldFocus: true },
        );
      } else if (code === LISTING_APPLY_CODES.badParameter) message = t('Errors.rejected');
      else if (code === LISTING_APPLY_CODES.tooManyRequests) message = t('Errors.tooMany');
      else message = errorText(error);
      toast({ message, tone: 'error' });
    }
  });

  const optional = (label: string) => t('optionalField', { label });
  const chainOptions = [
    { value: '', label: t('chainPlaceholder') },
    ...LISTING_CHAINS.map((chain) => ({
      value: chain,
      label: chain === 'other' ? t('otherChain') : CHAIN_NAMES[chain],
    })),
  ];

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-label={t('formTitle')}
      data-testid="listing-apply-form"
      data-ready={hydrated}
    >
      <Fieldset legend={t('sections.project')}>
        <TextInput
          label={t('fields.projectName')}
          autoComplete="organization"
          maxLength={LISTING_LIMITS.projectName.max}
          error={errors.projectName?.message}
          {...form.register('projectName')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            label={t('fields.website')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            hint={t('hints.website')}
            error={errors.website?.message}
            {...form.register('website')}
          />
          <TextInput
            label={optional(t('fields.whitepaperUrl'))}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.whitepaperUrl?.message}
            {...form.register('whitepaperUrl')}
          />
        </div>
        <FormField
          label={t('fields.description')}
          hint={t('hints.description', {
            count: format.number(description.trim().length),
            max: format.number(LISTING_LIMITS.description.max),
          })}
          error={errors.description?.message}
        >
          <TextArea
            rows={6}
            {...rewriting(form.register('description'), withoutControlCharacters)}
          />
        </FormField>
      </Fieldset>

      <Fieldset legend={t('sections.token')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            label={t('fields.tokenSymbol')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            hint={t('hints.tokenSymbol')}
            error={errors.tokenSymbol?.message}
            {...rewriting(form.register('tokenSymbol'), (value) => value.toUpperCase())}
          />
          <FormField label={t('fields.chain')} error={errors.chain?.message}>
            <FieldSelect options={chainOptions} {...form.register('chain')} />
          </FormField>
        </div>
        <TextInput
          label={t('fields.contractAddress')}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          hint={t('hints.contractAddress')}
          error={errors.contractAddress?.message}
          {...form.register('contractAddress')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          {(['marketCapUsd', 'dailyVolumeUsd'] as const).map((name) => (
            <FormField
              key={name}
              label={optional(t(`fields.${name}`))}
              hint={t('hints.estimate')}
              error={errors[name]?.message}
            >
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <DecimalInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    precision={2}
                    suffix="USD"
                  />
                )}
              />
            </FormField>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend={t('sections.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            label={t('fields.contactName')}
            autoComplete="name"
            maxLength={LISTING_LIMITS.contactName.max}
            error={errors.contactName?.message}
            {...form.register('contactName')}
          />
          <TextInput
            label={t('fields.contactEmail')}
            type="email"
            autoComplete="email"
            hint={t('hints.contactEmail')}
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
        </div>
        <TextInput
          label={optional(t('fields.telegram'))}
          autoComplete="off"
          spellCheck={false}
          placeholder="@"
          hint={t('hints.telegram')}
          error={errors.telegram?.message}
          {...form.register('telegram')}
        />
      </Fieldset>

      <p className="text-sm text-fg-muted">{t('consent')}</p>
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
