'use client';

import { useTranslations } from 'next-intl';
import type { Grants } from '../api/schemas';
import { useDateTime, useUsdt } from '../hooks/use-format';
import { AutoCloseCountdown } from './auto-close-countdown';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border border-line p-3">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="tabular mt-1 text-lg font-semibold text-fg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The grants account (type 30): what was granted, used and expired, in USDT. */
export function GrantsSummary({ grants }: { grants: Grants }) {
  const t = useTranslations('Rewards.Grants');
  const usdt = useUsdt();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="grants-summary">
      <Figure label={t('granted')} value={`${usdt(grants.granted)} USDT`} testId="grants-granted" />
      <Figure label={t('available')} value={`${usdt(grants.available)} USDT`} />
      <Figure label={t('used')} value={`${usdt(grants.used)} USDT`} testId="grants-used" />
      <Figure label={t('expired')} value={`${usdt(grants.expired)} USDT`} />
    </dl>
  );
}

/**
 * The bonus account (type 10): the trial fund (the exchange's money, never withdrawable), the
 * user's own funds, and the open bonus position's countdown to its automatic close.
 */
export function BonusAccountCard({ grants }: { grants: Grants }) {
  const t = useTranslations('Rewards.Bonus');
  const usdt = useUsdt();
  const dateTime = useDateTime();
  const bonus = grants.bonusAccount;
  if (!bonus) return <p className="text-fg-muted">{t('unavailable')}</p>;
  return (
    <div className="space-y-3" data-testid="bonus-account">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label={t('balance')} value={`${usdt(bonus.balance)} USDT`} />
        <Figure
          label={t('trialFund')}
          value={`${usdt(bonus.trialFund)} USDT`}
          testId="bonus-trial-fund"
        />
        <Figure label={t('ownFunds')} value={`${usdt(bonus.ownFunds)} USDT`} />
        <Figure
          label={t('maxLeverage')}
          value={bonus.maxLeverage === null ? '--' : `${bonus.maxLeverage}x`}
        />
      </dl>
      {bonus.expiresAt !== null ? (
        <p className="text-sm text-fg-muted">
          {t('expiresAt', { time: dateTime(bonus.expiresAt) })}
        </p>
      ) : null}
      {bonus.position ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-warn/60 p-3">
          <span className="text-sm text-fg">
            {t('positionOpen', { time: dateTime(bonus.position.openedAt) })}
          </span>
          <AutoCloseCountdown autoCloseAt={bonus.position.autoCloseAt} />
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('noPosition')}</p>
      )}
      <p className="text-sm text-fg-muted">
        {t('settled', {
          profit: usdt(grants.trialFund.profitMoved),
          loss: usdt(grants.trialFund.lossAbsorbed),
        })}
      </p>
    </div>
  );
}
