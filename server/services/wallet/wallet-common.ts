import * as z from 'zod/mini';
import { USDT_CURRENCY_ID } from '../../../lib/contract/wire/wallet';
import { wireCoinNetworkInputSchema } from '../../../lib/contract/wire/wallet-schemas';
import type { Language } from '../../../lib/contract/wire/language';
import type { Database } from '../../db/database';
import { formatUsdt, usdt, type Command, type CommandResult } from '../../engine';
import type { Logger } from '../../logger';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { engineUnavailable, requireEngine } from '../trading/trading-error';
import type { Network } from './networks';

/** What every wallet service needs. */
export interface WalletDeps {
  database: Database;
  /** The engine host, on the process that runs the engine (undefined elsewhere: 503). */
  host: () => EngineHost | undefined;
  now: () => number;
  log: Logger;
}

/** Who asks, as the route adapter passes it on (also from an edge process). */
export interface Caller {
  language: Language;
  /** The digest of the device credential the request carries (api/device-credential.ts), if any. */
  deviceKey: string | null;
}

/** USDT is currency 1 and the only one the engine's spot wallet holds. */
export const USDT = USDT_CURRENCY_ID;

/**
 * The server's layer over a body's network field (the contract's `wireNetworkInput`, which checks
 * that it is one of the networks): typed as the network it was checked to be.
 */
export function checkedNetwork(networkField: z.ZodMiniType<string>) {
  return z.pipe(
    networkField,
    z.transform((value) => value as Network),
  );
}

/**
 * asset/deposit/address and asset/withdraw/info: the contract's query (a network of USDT), the
 * network typed as checked.
 */
export const coinNetworkInput = z.extend(wireCoinNetworkInputSchema, {
  network: checkedNetwork(wireCoinNetworkInputSchema.shape.network),
});

/**
 * The server's layer over a body's USDT amount field (the contract's `wireUsdtAmountInput`): the
 * amount in minor units, refused at 0 (text alone allows "0.00").
 */
export function positiveUsdt(amountField: z.ZodMiniType<string>) {
  return z.pipe(
    z.pipe(amountField, z.transform(usdt)),
    z.bigint().check(z.minimum(1n, 'must be greater than 0')),
  );
}

/** Minor units as the API's decimal string. */
export const money = (value: bigint): string => formatUsdt(value);

/**
 * Applies a money command and waits until the journal holds it. Refusals are returned, not thrown:
 * the wallet records them (a refused freeze marks the withdrawal failed).
 */
export async function applyMoney(
  host: EngineHost | undefined,
  command: Command,
): Promise<CommandResult> {
  const applied = requireEngine(host).submit(command);
  if (!applied) throw engineUnavailable();
  await applied.durable;
  return applied.result;
}

/** Keeps a background loop's errors in the log (it runs again on its next turn). */
export function every(
  ms: number,
  run: () => Promise<void>,
  log: Logger,
  what: string,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= run()
      .catch((error: unknown) => log.warn({ err: error }, `${what} failed`))
      .finally(() => (running = undefined));
  }, ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
