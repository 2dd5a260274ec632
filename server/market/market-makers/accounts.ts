import { usdt, userBalances, userPositionConfigs, type Command } from '../../engine';
import type { TradingHost } from './durable-rounds';

/** Internal accounts: one quoting maker and one taker per contract, far above any user id. */
export const MAKER_USER_BASE = 900_000_000;
export const TAKER_USER_BASE = 910_000_000;

export const makerUserId = (contractId: number) => MAKER_USER_BASE + contractId;
export const takerUserId = (contractId: number) => TAKER_USER_BASE + contractId;

export function isInternalUser(userId: number): boolean {
  return userId >= MAKER_USER_BASE && userId < TAKER_USER_BASE + 1_000_000;
}

/**
 * Gives an internal account its working capital once: a deposit to the spot wallet and a
 * transfer into the futures account. Journaled like any deposit, so a restart finds it funded.
 */
export function ensureFunded(host: TradingHost, userId: number, amount: string, ts: number): void {
  const futures = userBalances(host.state, userId).find((b) => b.account === 1);
  if (futures !== undefined && futures.wallet > 0n) return;
  const money = usdt(amount);
  const commands: Command[] = [
    { kind: 'deposit', ts, userId, amount: money },
    { kind: 'transfer', ts, userId, from: 'spot', to: 1, amount: money },
  ];
  for (const command of commands) {
    const applied = host.submit(command);
    if (applied && !applied.result.ok)
      throw new Error(`funding internal account ${userId} failed with ${applied.result.code}`);
  }
}

/**
 * Opens a contract's insurance fund with `amount` USDT once: an injection through the journal
 * (the fund's history shows it, the engine's bankruptcy cover can spend it). A fund that ever
 * received an injection is left alone, so a restart never adds it again, even once liquidations
 * have spent it.
 */
export function ensureInsuranceFund(
  host: TradingHost,
  contractId: number,
  amount: string,
  ts: number,
): void {
  const contract = host.state.contracts.get(contractId);
  if (contract === undefined || contract.insuranceFundInjected > 0n) return;
  const applied = host.submit({ kind: 'fundInsurance', ts, contractId, amount: usdt(amount) });
  if (applied && !applied.result.ok)
    throw new Error(
      `opening the insurance fund of ${contractId} failed with ${applied.result.code}`,
    );
}

/**
 * Internal accounts run at low leverage: the risk tiers cap the notional a leverage may hold
 * (new coins allow only 5 000 USDT at 20x), and a ladder's resting orders count toward it.
 */
export function ensureLeverage(
  host: TradingHost,
  userId: number,
  contractId: number,
  leverage: number,
  ts: number,
): void {
  const current = userPositionConfigs(host.state, userId, 1).find(
    (c) => c.contractId === contractId,
  );
  if (current?.leverage === leverage) return;
  host.submit({ kind: 'setLeverage', ts, userId, accountType: 1, contractId, leverage });
}
