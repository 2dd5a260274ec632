'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormFooter } from '@/components/ui/dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { isStepUpCancelled, useStepUp } from '@/features/security-verification';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import {
  API_KEY_LABEL_MAX,
  createApiKeySchema,
  type CreateApiKeyValues,
} from '../utils/form-rules';
import { IP_ALLOW_LIST_MAX, ipListOf } from '../utils/ip-allow-list';
import { TextareaField } from './textarea-field';

/**
 * The new key's settings: a label, what it may do (reading always; trading if asked; never
 * withdrawing, which no key can) and the addresses it may be used from; then the step-up.
 */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const t = useTranslations('Account.ApiKeys');
  const errorText = useApiErrorText();
  const stepUp = useStepUp();
  const create = useCreateApiKey();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<CreateApiKeyValues>({
    resolver: zodResolver(createApiKeySchema),
    mode: 'onTouched',
    defaultValues: { label: '', trade: false, ipAllowList: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    let created: CreatedApiKey;
    try {
      created = await stepUp.run((stepUpToken) =>
        create.mutateAsync({
          label: values.label.trim(),
          permissions: values.trade ? ['read', 'trade'] : ['read'],
          ipAllowList: ipListOf(values.ipAllowList),
          stepUpToken,
        }),
      );
    } catch (error) {
      if (!isStepUpCancelled(error)) setServerError(errorText(error));
      return;
    }
    onCreated(created);
  });
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="create-api-key-form">
        <TextInput
          label={t('label')}
          hint={t('labelHint', { max: API_KEY_LABEL_MAX })}
          maxLength={API_KEY_LABEL_MAX}
          autoComplete="off"
          error={errors.label?.message}
          {...form.register('label')}
        />
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium text-fg">{t('permissions')}</legend>
          <Checkbox label={t('read')} description={t('readDescription')} checked disabled />
          <Controller
            control={form.control}
            name="trade"
            render={({ field }) => (
              <Checkbox
                label={t('trade')}
                description={t('tradeDescription')}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <p
            className="rounded-md border border-line px-3 py-2 text-sm text-fg"
            data-testid="no-withdraw"
          >
            {t('noWithdraw')}
          </p>
        </fieldset>
        <TextareaField
          label={t('ipAllowList')}
          hint={t('ipAllowListHint', { max: IP_ALLOW_LIST_MAX })}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          error={errors.ipAllowList?.message}
          {...form.register('ipAllowList')}
        />
        <FormError message={serverError} />
        <DialogFormFooter submitLabel={t('create')} submitting={form.formState.isSubmitting} />
      </form>
      {stepUp.dialog}
    </>
  );
}
