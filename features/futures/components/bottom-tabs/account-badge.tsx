'use client';

import { useTranslations } from 'next-intl';
import { accountLabelOf } from '../../model/trading-account';

/**
 * Names the account of a position or an order that is not the main account (bonus, follow,
 * voucher), so the tables can hold every account's rows and the user tells them apart.
 */
export function AccountBadge({ accountType }: { accountType: number }) {
  const t = useTranslations('Futures.BottomTabs.account');
  const label = accountLabelOf(accountType);
  if (label === null) return null;
  return (
    <span
      className="rounded-sm bg-primary/20 px-1 text-[11px] leading-4 font-medium text-fg"
      title={t('label', { account: t(label) })}
      data-testid="account-badge"
      data-account={accountType}
    >
      {t(label)}
    </span>
  );
}
