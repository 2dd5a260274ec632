import type { WireAccount, WireAccountAsset, WireBalance } from '@/lib/contract/wire/match';
import { Decimal } from '@/lib/decimal';

/**
 * A whole match 3002 row, as the server's `balanceWire` builds it (lib/contract/wire/match): the
 * futures account's USDT wallet holding 1 000 with nothing in use, unless `overrides` say
 * otherwise. The figures not given follow from those given as the engine's would: the wallet and
 * the available balance stand for each other, `trade` is the available floored at 0, and equity
 * is the wallet with the unrealized PnL and the isolated margins.
 */
export function wireBalance(overrides: Partial<WireBalance> = {}): WireBalance {
  const real = overrides.real ?? overrides.wallet ?? '1000';
  const wallet = overrides.wallet ?? real;
  const upnl = overrides.upnl ?? '0';
  const isolatedMargin = overrides.isolatedMargin ?? '0';
  return {
    account: 1,
    currencyId: 1,
    wallet,
    real,
    trade: Decimal.max(new Decimal(real), 0).toFixed(),
    upnl,
    frozen: '0',
    isolatedMargin,
    bonus: '0',
    maxLeverage: null,
    equity: new Decimal(wallet).plus(upnl).plus(isolatedMargin).toFixed(),
    maintenanceMargin: '0',
    ...overrides,
  };
}

/** A futures account's whole USDT asset row: 1 000 with nothing in use, unless overridden. */
export function wireAccountAsset(overrides: Partial<WireAccountAsset> = {}): WireAccountAsset {
  const avail = overrides.avail ?? overrides.wallet ?? '1000';
  const wallet = overrides.wallet ?? avail;
  return {
    cid: 1,
    wallet,
    avail,
    upnl: '0',
    frozen: '0',
    margin: '0',
    equity: new Decimal(wallet).plus(overrides.upnl ?? '0').toFixed(),
    maintenanceMargin: '0',
    bonus: '0',
    maxLeverage: null,
    ...overrides,
  };
}

/**
 * A whole futures account as future/accounts and the `indicator` frames carry it (the server's
 * `accountsWire`): user 7's futures account with 1 000 USDT and no position, unless `overrides`
 * say otherwise.
 */
export function wireAccount(overrides: Partial<WireAccount> = {}): WireAccount {
  const at = overrides.at ?? 1;
  return {
    aid: 700 + at,
    at,
    assets: [wireAccountAsset()],
    posis: [],
    ...overrides,
  };
}
