'use client';

import { useTranslations } from 'next-intl';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  BONUS_ACCOUNT,
  FUTURES_ACCOUNT,
  type TradingAccountType,
} from '../../model/trading-account';
import { useOrderFormStore } from '../../stores/order-form-store';

export interface AccountSelectorProps {
  accountType: TradingAccountType;
  /** The voucher's maximum leverage, when one is in use. */
  maxLeverage: number | null;
  /** The panel the choice changes (the tabs control it: it has no tab panels of its own). */
  controls: string;
  /** Id of the bonus account's rules, which the fixed mode buttons point at. */
  rulesId: string;
}

/** The tabs, in order: each account and the key of its name. */
const ACCOUNTS = [
  [FUTURES_ACCOUNT, 'main'],
  [BONUS_ACCOUNT, 'bonus'],
] as const;

/**
 * Main account or bonus account: shown to a user with a bonus account to trade. The bonus
 * account's rules (spec §4) show under it while it is chosen.
 */
export function AccountSelector({
  accountType,
  maxLeverage,
  controls,
  rulesId,
}: AccountSelectorProps) {
  const t = useTranslations('Futures.OrderPanel.account');
  const accountChosen = useOrderFormStore((s) => s.accountChosen);
  return (
    <div className="space-y-2" data-tour="account" data-testid="order-account">
      <Tabs
        value={String(accountType)}
        onValueChange={(value) =>
          accountChosen(value === String(BONUS_ACCOUNT) ? BONUS_ACCOUNT : FUTURES_ACCOUNT)
        }
      >
        <TabsList variant="pill" aria-label={t('label')} className="grid w-full grid-cols-2">
          {ACCOUNTS.map(([account, name]) => (
            <TabsTrigger
              key={account}
              value={String(account)}
              aria-controls={controls}
              className="justify-center"
            >
              {t(name)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {accountType === BONUS_ACCOUNT ? (
        <p id={rulesId} className="text-xs text-fg-muted" data-testid="bonus-rules">
          {maxLeverage === null ? t('rules') : t('rulesWithLeverage', { max: maxLeverage })}
        </p>
      ) : null}
    </div>
  );
}
