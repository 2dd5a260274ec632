'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useQueryErrorToast } from '@/components/hooks/use-query-error-toast';
import { getGrantsQueryOptions } from '../api/get-grants';
import { getRewardTasksQueryOptions } from '../api/get-tasks';
import { getVouchersQueryOptions } from '../api/get-vouchers';
import { useDateTime } from '../hooks/use-format';
import { isBonusAccountBusy } from '../model/bonus-account';
import { BonusAccountCard, GrantsSummary } from './grants-summary';
import { LoadingBlock, Section } from './section';
import { TaskList } from './task-list';
import { VoucherList } from './voucher-list';

/** The rewards centre: tasks, vouchers, the grants account and the bonus account. */
export function RewardsCentre() {
  const t = useTranslations('Rewards.Centre');
  const dateTime = useDateTime();
  const tasks = useQuery(getRewardTasksQueryOptions());
  const vouchers = useQuery(getVouchersQueryOptions());
  const grants = useQuery(getGrantsQueryOptions());
  useQueryErrorToast(tasks.error ?? vouchers.error ?? grants.error);
  const bonusBusy = grants.data ? isBonusAccountBusy(grants.data) : false;

  return (
    <div className="space-y-10">
      <Section
        title={t('tasksTitle')}
        description={
          tasks.data?.windowEndsAt
            ? t('tasksWindow', { time: dateTime(tasks.data.windowEndsAt) })
            : t('tasksDescription')
        }
        testId="rewards-tasks"
      >
        {tasks.data ? (
          <TaskList tasks={tasks.data.tasks} />
        ) : tasks.isError ? (
          <p className="text-fg-muted">{t('loadFailed')}</p>
        ) : (
          <LoadingBlock label={t('loading')} rows={3} />
        )}
      </Section>
      <Section
        title={t('vouchersTitle')}
        description={t('vouchersDescription')}
        testId="rewards-vouchers"
        id="vouchers"
      >
        {vouchers.data && grants.data ? (
          <VoucherList vouchers={vouchers.data} bonusBusy={bonusBusy} />
        ) : vouchers.isError ? (
          <p className="text-fg-muted">{t('loadFailed')}</p>
        ) : (
          <LoadingBlock label={t('loading')} />
        )}
      </Section>
      <Section title={t('bonusTitle')} description={t('bonusDescription')} testId="rewards-bonus">
        {grants.data ? (
          <BonusAccountCard grants={grants.data} />
        ) : grants.isError ? (
          <p className="text-fg-muted">{t('loadFailed')}</p>
        ) : (
          <LoadingBlock label={t('loading')} rows={1} />
        )}
      </Section>
      <Section
        title={t('grantsTitle')}
        description={t('grantsDescription')}
        testId="rewards-grants"
      >
        {grants.data ? (
          <GrantsSummary grants={grants.data} />
        ) : grants.isError ? (
          <p className="text-fg-muted">{t('loadFailed')}</p>
        ) : (
          <LoadingBlock label={t('loading')} rows={1} />
        )}
      </Section>
    </div>
  );
}
