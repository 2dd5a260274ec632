'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { useCountryList } from '@/features/market';
import type { UserInfo } from '@/features/session';
import { countryOptions } from '@/lib/country-options';
import { useSubmitKyc } from '../api/submit-kyc';
import { useApiErrorText } from '../hooks/use-api-error-text';
import { kycLevelOneFormSchema, type KycLevelOneValues } from '../utils/form-rules';
import { KycLevels } from './kyc-status';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * The KYC modal: level 1 (name, residence, ID number), then level 2 (document photos). Open while
 * mounted; Escape, the close button or the overlay call `onClose`, and focus goes back to where it
 * was when the modal opened. `correct`: opened to correct a level 1 still under review (the form
 * shows at once instead of behind "Correct my details").
 */
export function KycModal({
  account,
  onClose,
  correct = false,
}: {
  account: UserInfo;
  onClose: () => void;
  correct?: boolean;
}) {
  const t = useTranslations('Auth.Kyc');
  // Opened by its host rather than a DialogTrigger, so Radix knows no trigger to refocus: the
  // element focused when the modal mounted (the button that opened it) gets the focus back.
  const [returnFocusTo] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('title')}
        data-testid="kyc-modal"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <KycForms account={account} correct={correct} />
      </DialogContent>
    </Dialog>
  );
}

function KycForms({ account, correct }: { account: UserInfo; correct: boolean }) {
  const t = useTranslations('Auth.Kyc');
  const errorText = useApiErrorText();
  const countries = useCountryList();
  const locale = useLocale();
  const residenceOptions = useMemo(
    () => countryOptions(countries.data ?? [], locale),
    [countries.data, locale],
  );
  const submitKyc = useSubmitKyc();
  const [serverError, setServerError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  // A submission under review may be corrected (sent again) until the operator decides.
  const levelOnePending = account.kycLevel1 === 'pending';
  const [correcting, setCorrecting] = useState(correct && levelOnePending);
  // Details waiting for the user to confirm a residence where futures are not offered (kept
  // while the dialog closes, so its words do not change as it fades out).
  const [confirming, setConfirming] = useState<{ values: KycLevelOneValues; country: string }>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const form = useForm<KycLevelOneValues>({
    resolver: zodResolver(kycLevelOneFormSchema),
    // A correction or a new try after a refusal starts from the residence declared last.
    defaultValues: {
      realName: '',
      country: account.kycLevel1 === 'none' ? '' : (account.residenceCountry ?? ''),
      idNumber: '',
    },
  });
  const errors = form.formState.errors;
  const levelOneOpen =
    account.kycLevel1 === 'none' ||
    account.kycLevel1 === 'rejected' ||
    (levelOnePending && correcting);
  const levelTwoOpen =
    account.kycLevel1 === 'approved' &&
    (account.kycLevel2 === 'none' || account.kycLevel2 === 'rejected');

  // Submitting reads the user info again: the new review state replaces the form.
  const sendLevelOne = async (values: KycLevelOneValues) => {
    setServerError(null);
    try {
      await submitKyc.mutateAsync({ level: 1, body: values });
      setCorrecting(false);
    } catch (error) {
      setServerError(errorText(error));
    }
  };
  const submitLevelOne = form.handleSubmit(async (values) => {
    const residence = residenceOptions.find((option) => option.value === values.country);
    if (residence?.restricted) {
      setConfirming({ values, country: residence.name });
      setConfirmOpen(true);
    } else {
      await sendLevelOne(values);
    }
  });
  const submitLevelTwo = async () => {
    setServerError(null);
    try {
      const documents = await Promise.all(files.slice(0, 3).map(readAsDataUrl));
      await submitKyc.mutateAsync({ level: 2, body: { documents } });
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  return (
    <div className="space-y-4">
      <KycLevels account={account} />
      {account.kycLevel1 === 'pending' || account.kycLevel2 === 'pending' ? (
        <p className="text-sm text-fg" role="status">
          {t('underReviewNote')}
        </p>
      ) : null}
      {levelOnePending && !correcting ? (
        <Button variant="secondary" onClick={() => setCorrecting(true)}>
          {t('correct')}
        </Button>
      ) : null}
      {levelOneOpen ? (
        <form onSubmit={submitLevelOne} noValidate className="space-y-3">
          {levelOnePending ? <p className="text-sm text-fg-muted">{t('correctionNote')}</p> : null}
          <TextInput
            label={t('realName')}
            autoComplete="name"
            error={errors.realName?.message}
            {...form.register('realName')}
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field, fieldState }) => (
              <Combobox
                label={t('residence')}
                options={residenceOptions}
                value={field.value || null}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                loading={countries.isPending}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t('idNumber')}
            autoComplete="off"
            error={errors.idNumber?.message}
            {...form.register('idNumber')}
          />
          <FormError message={serverError} />
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            {t('submit')}
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('restrictedConfirm.title', { country: confirming?.country ?? '' })}
        body={t('restrictedConfirm.body', { country: confirming?.country ?? '' })}
        confirmLabel={t('restrictedConfirm.confirm')}
        onConfirm={() => (confirming ? sendLevelOne(confirming.values) : undefined)}
      />
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
          <Button
            size="lg"
            fullWidth
            disabled={files.length === 0}
            loading={submitKyc.isPending}
            onClick={() => void submitLevelTwo()}
          >
            {t('submit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
