'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { getAccountQueryOptions } from '../api/get-account';
import { useAuthCountries } from '../api/get-countries';
import type { Account } from '../api/responses';
import { submitKyc } from '../api/submit-kyc';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { FormError, SubmitButton, TextField } from './form-controls';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The KYC modal: level 1 (name, residence, ID number), then level 2 (document photos). */
export function KycModal({ account, onClose }: { account: Account; onClose: () => void }) {
  const t = useTranslations('Auth');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const countries = useAuthCountries();
  const [serverError, setServerError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const schema = z.object({
    realName: z.string().trim().min(2, t('realNameInvalid')).max(100, t('realNameInvalid')),
    country: z.string().min(2, t('residenceEmpty')),
    idNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,32}$/, t('idNumberInvalid')),
  });
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { realName: '', country: '', idNumber: '' },
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getAccountQueryOptions().queryKey });
  const levelOneOpen = account.kycLevel1 === 'none' || account.kycLevel1 === 'rejected';
  const levelTwoOpen =
    account.kycLevel1 === 'approved' &&
    (account.kycLevel2 === 'none' || account.kycLevel2 === 'rejected');

  const submitLevelOne = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await submitKyc({ level: 1, body: values });
      await refresh();
    } catch (error) {
      setServerError(errorText(error));
    }
  });
  const submitLevelTwo = async () => {
    setServerError(null);
    try {
      const documents = await Promise.all(files.slice(0, 3).map(readAsDataUrl));
      await submitKyc({ level: 2, body: { documents } });
      await refresh();
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="kyc-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      data-testid="kyc-modal"
    >
      <div className="max-h-full w-full max-w-md space-y-4 overflow-y-auto rounded-lg bg-bg-raised p-6">
        <div className="flex items-center justify-between">
          <h2 id="kyc-title" className="text-lg font-semibold text-fg">
            {t('kycTitle')}
          </h2>
          <button type="button" onClick={onClose} aria-label={t('close')} className="text-fg-muted">
            ✕
          </button>
        </div>
        <p className="text-sm text-fg-muted">
          {t('kycLevel1')}: {t(`kycState.${account.kycLevel1}`)} · {t('kycLevel2')}:{' '}
          {t(`kycState.${account.kycLevel2}`)}
        </p>
        {account.kycLevel1 === 'pending' || account.kycLevel2 === 'pending' ? (
          <p className="text-sm text-fg" role="status">
            {t('kycUnderReviewNote')}
          </p>
        ) : null}
        {levelOneOpen ? (
          <form onSubmit={submitLevelOne} noValidate className="space-y-3">
            <TextField
              label={t('realName')}
              autoComplete="name"
              error={form.formState.errors.realName?.message}
              {...form.register('realName')}
            />
            <div className="space-y-1">
              <label htmlFor="kyc-country" className="block text-sm font-medium text-fg">
                {t('residence')}
              </label>
              <select
                id="kyc-country"
                className="h-11 w-full rounded-md border border-line bg-bg px-2 text-sm text-fg"
                {...form.register('country')}
              >
                <option value="">—</option>
                {(countries.data ?? []).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {form.formState.errors.country?.message ? (
                <p role="alert" className="text-xs text-down">
                  {form.formState.errors.country.message}
                </p>
              ) : null}
            </div>
            <TextField
              label={t('idNumber')}
              autoComplete="off"
              error={form.formState.errors.idNumber?.message}
              {...form.register('idNumber')}
            />
            <FormError message={serverError} />
            <SubmitButton pending={form.formState.isSubmitting}>{t('submit')}</SubmitButton>
          </form>
        ) : null}
        {levelTwoOpen ? (
          <div className="space-y-3">
            <label className="block text-sm font-medium text-fg">
              {t('documents')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                multiple
                className="mt-1 block text-sm"
                onChange={(event) => setFiles([...(event.target.files ?? [])])}
              />
            </label>
            <FormError message={serverError} />
            <button
              type="button"
              disabled={files.length === 0}
              onClick={() => void submitLevelTwo()}
              className="h-btn-lg w-full rounded-md bg-primary font-medium text-primary-fg disabled:opacity-60"
            >
              {t('submit')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
