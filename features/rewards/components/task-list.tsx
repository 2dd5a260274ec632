'use client';

import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import type { RewardTask } from '../api/schemas';
import { useUsdt } from '../hooks/use-format';

const ONE_OFF_KINDS = [
  'signUp',
  'authenticator',
  'kycLevel1',
  'firstDeposit',
  'firstTrade',
] as const;
type OneOffKind = (typeof ONE_OFF_KINDS)[number];
const isOneOffKind = (kind: string): kind is OneOffKind =>
  (ONE_OFF_KINDS as readonly string[]).includes(kind);

/** How far a task is, 0–100 (progress and target share a unit: 0/1, or USDT of volume). */
export function taskPercent(task: Pick<RewardTask, 'progress' | 'target' | 'completed'>): number {
  if (task.completed) return 100;
  const target = new Decimal(task.target);
  if (target.lte(0)) return 0;
  return Decimal.min(100, new Decimal(task.progress).div(target).mul(100)).floor().toNumber();
}

/** The new-user tasks: what to do, how far the user is, and the voucher each grants. */
export function TaskList({ tasks }: { tasks: readonly RewardTask[] }) {
  const t = useTranslations('Rewards.Tasks');
  const usdt = useUsdt();
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="reward-tasks">
      {tasks.map((task) => {
        const percent = taskPercent(task);
        const isVolume = task.kind === 'volume';
        const title = isVolume
          ? t('volume', { amount: usdt(task.target) })
          : isOneOffKind(task.kind)
            ? t(`kind.${task.kind}`)
            : task.key;
        return (
          <li
            key={task.key}
            className="flex flex-col gap-2 rounded-lg border border-line p-4"
            data-testid={`reward-task-${task.key}`}
            data-completed={task.completed}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-medium text-fg">{title}</h3>
              <span className="text-sm font-semibold text-primary">
                {t('reward', { amount: usdt(task.reward) })}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={t('progressLabel', { task: title })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-bg-sunken"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-fg-muted">
              {task.completed
                ? t('completed')
                : isVolume
                  ? t('volumeProgress', { done: usdt(task.progress), target: usdt(task.target) })
                  : t('notYet')}
              {' · '}
              {t('maxLeverage', { leverage: task.maxLeverage })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
