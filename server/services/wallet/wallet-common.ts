import { z } from 'zod';
import type { Language } from '../../../lib/contract/wire/language';
import type { Database } from '../../db/database';
import { formatUsdt, usdt, type Command, type CommandResult } from '../../engine';
import type { Logger } from '../../logger';
import type { EngineHost } from '../../engine-runtime/engine-host';
import { engineUnavailable, requireEngine } from '../trading/trading-error';
import { isNetwork, NETWORKS, type Network } from './networks';

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
export const USDT = 1;

export const currencyIdInput = z.coerce
  .number()
  .int()
  .refine((id) => id === USDT, 'only USDT (currencyId 1) is supported');

export const networkInput = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isNetwork, `must be one of ${NETWORKS.join(', ')}`)
  .transform((value) => value as Network);

/** A positive USDT amount as a decimal string with at most 8 decimals, in minor units. */
export const amountInput = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a positive decimal string with at most 8 decimals')
  .transform(usdt)
  .pipe(z.bigint().min(1n, 'must be greater than 0'));

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
