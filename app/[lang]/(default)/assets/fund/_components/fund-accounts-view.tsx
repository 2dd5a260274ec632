'use client';

import { CurrentFollowSummary } from '@/features/copy-trading';
import { switchToBonusAccount } from '@/features/futures';
import { BonusVoucherTerms, GrantsVouchers } from '@/features/rewards';
import { FundAccounts } from '@/features/wallet';

/**
 * The funding account's accounts: the wallet's figures of each, with what the other features
 * know of them (the voucher's terms and the vouchers, the current follow). Trading with the bonus
 * account opens the futures screen with the order panel on the bonus account.
 */
export function FundAccountsView() {
  return (
    <FundAccounts
      bonusTerms={<BonusVoucherTerms />}
      vouchers={<GrantsVouchers />}
      currentFollow={<CurrentFollowSummary />}
      onTradeBonus={switchToBonusAccount}
    />
  );
}
