import type { WireAccount, WireBalance } from '@/lib/contract/wire/match';
import { Decimal } from '@/lib/decimal';

/**
 * A futures account's assets (future/accounts, the `indicator` frames) as the 3002 balance rows
 * the socket sends for the same wallets, for seeding the store from a REST snapshot. The two
 * figures the rows name differently: `trade` is the available balance floored at 0, and the
 * account's `margin` holds the isolated margins and the margin frozen by open orders together,
 * where a balance row holds the isolated margins alone.
 */
export function balancesOfAccounts(accounts: readonly WireAccount[]): WireBalance[] {
  return accounts.flatMap((account) =>
    account.assets.map((asset) => ({
      account: account.at,
      currencyId: asset.cid,
      wallet: asset.wallet,
      real: asset.avail,
      trade: Decimal.max(new Decimal(asset.avail), 0).toFixed(),
      upnl: asset.upnl,
      frozen: asset.frozen,
      isolatedMargin: Decimal.max(new Decimal(asset.margin).minus(asset.frozen), 0).toFixed(),
      bonus: asset.bonus,
      maxLeverage: asset.maxLeverage,
      equity: asset.equity,
      maintenanceMargin: asset.maintenanceMargin,
    })),
  );
}
