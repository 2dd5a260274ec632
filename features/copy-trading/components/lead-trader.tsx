'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useApiErrorText } from '@/components/hooks/use-api-error-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError, TextInput } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/toast';
import type { WireLeadApplyInput } from '@/lib/contract/wire/follow';
import { getLeadInfoQueryOptions, nicknameSchema, useApplyLead, useStopLead } from '../api/lead';
import { signClass, useFigures } from '../hooks/use-format';

const formSchema = z.object({ nickname: nicknameSchema });

/** "Become a lead trader": offer the futures account's trading to be followed, or stop. */
export function LeadTrader() {
  const t = useTranslations('CopyTrading.Lead');
  const figures = useFigures();
  const errorText = useApiErrorText();
  const info = useQuery(getLeadInfoQueryOptions());
  const apply = useApplyLead();
  const stop = useStopLead();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const leader = info.data?.leader ?? null;
  const form = useForm<WireLeadApplyInput>({
    resolver: zodResolver(formSchema),
    values: { nickname: leader?.nickname ?? '' },
  });
  if (info.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  const active = leader?.status === 'active';
  const submit = form.handleSubmit(async ({ nickname }) => {
    setFormError(null);
    try {
      await apply.mutateAsync(nickname);
      toast({ message: t('applied'), tone: 'success' });
    } catch (error) {
      setFormError(errorText(error));
    }
  });
  return (
    <div className="space-y-4" data-testid="lead-trader">
      <p className="text-fg-muted">{t('intro')}</p>
      {leader ? (
        <div className="rounded-lg border border-line p-4">
          <p className="font-semibold text-fg">
            {leader.nickname} · {active ? t('active') : t('stoppedStatus')}
          </p>
          <p className="text-sm text-fg-muted">
            {t('figures', {
              followers: leader.followers,
              roi: figures.percent(leader.roi30d, true),
            })}{' '}
            <span className={signClass(leader.pnl30d)}>
              {figures.signedUsdt(leader.pnl30d)} USDT
            </span>
          </p>
        </div>
      ) : null}
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={t('title')}
      >
        <div className="min-w-0 flex-1 basis-60">
          <TextInput
            label={t('nickname')}
            hint={t('nicknameHint')}
            maxLength={20}
            error={form.formState.errors.nickname?.message}
            {...form.register('nickname')}
          />
        </div>
        <Button type="submit" variant="primary" loading={apply.isPending} data-testid="lead-apply">
          {active ? t('rename') : t('apply')}
        </Button>
        {active ? (
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            {t('stop')}
          </Button>
        ) : null}
      </form>
      <FormError message={formError} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('stopTitle')}
        body={t('stopBody')}
        confirmLabel={t('stop')}
        variant="danger"
        onConfirm={async () => {
          try {
            const answer = await stop.mutateAsync();
            toast({
              message: t('stopped', { count: answer.stopped + answer.pending }),
              tone: 'success',
            });
          } catch (error) {
            toast({ message: errorText(error), tone: 'error' });
          }
        }}
      />
    </div>
  );
}
