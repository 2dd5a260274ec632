'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button } from '@/components/ui/button';
import { FormError, TextInput } from '@/components/ui/form-field';
import { toast } from '@/components/toast';
import type { WireFollowStartInput } from '@/lib/contract/wire/follow';
import { followFormSchema, useStartFollow, type FollowFormValues } from '../api/following';

/**
 * Follow a lead trader: the amount moved from the futures account into the follow account, and
 * the per-trade cap (the largest value of one mirrored opening order). Rules stated up front.
 */
export function FollowForm({ leaderId, onDone }: { leaderId: number; onDone: () => void }) {
  const t = useTranslations('CopyTrading.Follow');
  const errorText = useApiErrorText();
  const start = useStartFollow();
  const [formError, setFormError] = useState<string | null>(null);
  // What the form hands on is follow/start's body (the contract's), checked again as it is sent.
  const form = useForm<FollowFormValues, unknown, WireFollowStartInput>({
    resolver: zodResolver(followFormSchema),
    defaultValues: { leaderId, amount: '', tradeCap: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await start.mutateAsync(values);
      toast({ message: t('started'), tone: 'success' });
      onDone();
    } catch (error) {
      // Refusals (amount under 10, cap, balance, already following…) come worded by the server.
      setFormError(errorText(error));
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3"
      data-testid="follow-form"
      aria-label={t('title')}
    >
      <ul className="list-disc space-y-1 ps-5 text-sm text-fg-muted">
        <li>{t('rules.sizing')}</li>
        <li>{t('rules.closing')}</li>
        <li>{t('rules.one')}</li>
        <li>{t('rules.stop')}</li>
        <li>{t('rules.kyc')}</li>
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={t('amount')}
          inputMode="decimal"
          hint={t('amountHint')}
          trailing={<span className="text-sm text-fg-muted">USDT</span>}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextInput
          label={t('tradeCap')}
          inputMode="decimal"
          hint={t('tradeCapHint')}
          trailing={<span className="text-sm text-fg-muted">USDT</span>}
          error={errors.tradeCap?.message}
          {...form.register('tradeCap')}
        />
      </div>
      <FormError message={formError} />
      <Button type="submit" variant="primary" loading={isSubmitting} data-testid="follow-submit">
        {t('submit')}
      </Button>
    </form>
  );
}
