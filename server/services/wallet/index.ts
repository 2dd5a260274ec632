import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AuthFlows } from '../../auth/auth-flows';
import type { ServerConfig, WalletPlugin } from '../../config';
import type { WireCoin } from '../../../lib/contract/wire/wallet';
import { usdt } from '../../engine';
import type { Logger } from '../../logger';
import { AddressBook } from './address-book';
import { DemoChain, type DepositSource } from './deposit-source';
import { DepositService } from './deposit-service';
import { NETWORK_SPECS, NETWORKS } from './networks';
import { every, money, USDT, type WalletDeps } from './wallet-common';
import { DemoWithdrawalProcessor, type WithdrawalProcessor } from './withdrawal-processor';
import { WithdrawalService } from './withdrawal-service';

export type { DepositSource, IncomingTransfer } from './deposit-source';
export type { WithdrawalDesk, WithdrawalOrder, WithdrawalProcessor } from './withdrawal-processor';

/** How often the engine process finishes what a crash or an error left (credits, freezes, refunds). */
export const SWEEP_INTERVAL_MS = 5_000;
/** A freeze younger than this may still be in its request: the periodic sweep leaves it alone. */
const FREEZE_GRACE_MS = 30_000;

/** What an operator's module receives to build its watcher or processor. */
export interface WalletPluginContext {
  log: Logger;
  now: () => number;
}

export interface Wallet {
  deposits: DepositService;
  withdrawals: WithdrawalService;
  addressBook: AddressBook;
  /** `asset/coin/list`. */
  coins(): ReturnType<typeof coinList>;
  /** On the process with the engine: sweeps once, then runs the source, processor and sweeps. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function loadPlugin<T>(
  plugin: Extract<WalletPlugin, { kind: 'module' }>,
  context: WalletPluginContext,
  check: (value: unknown) => value is T,
  what: string,
): Promise<T> {
  const url = pathToFileURL(path.resolve(plugin.path)).href;
  const loaded = (await import(url)) as { default?: unknown };
  if (typeof loaded.default !== 'function')
    throw new Error(`${what} module ${plugin.path} must export a factory function by default`);
  const made: unknown = await (loaded.default as (c: WalletPluginContext) => unknown)(context);
  if (!check(made)) throw new Error(`${what} module ${plugin.path} did not make a ${what}`);
  return made;
}

const hasMethods = (value: unknown, names: string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function') &&
  Array.isArray((value as { networks?: unknown }).networks) &&
  typeof (value as { name?: unknown }).name === 'string';

const isSource = (value: unknown): value is DepositSource =>
  hasMethods(value, ['newAddress', 'start', 'stop']);
const isProcessor = (value: unknown): value is WithdrawalProcessor =>
  hasMethods(value, ['start', 'stop']);

function coinList(deposits: DepositService, withdrawals: WithdrawalService): WireCoin[] {
  return [
    {
      currencyId: USDT,
      currency: 'USDT',
      networks: NETWORKS.map((network) => {
        const spec = NETWORK_SPECS[network];
        return {
          network,
          name: spec.name,
          depositEnabled: deposits.enabled(network),
          withdrawEnabled: withdrawals.enabled(network),
          minDeposit: money(spec.minDeposit),
          confirmations: spec.confirmations,
          minWithdraw: money(spec.minWithdraw),
          withdrawFee: money(spec.withdrawFee),
          addressRegex: spec.addressRegex,
          addressExample: spec.addressExample,
        };
      }),
    },
  ];
}

/**
 * Builds the wallet on every process (its routes answer everywhere; on an edge they reach the
 * engine process over the command bus); `start` runs only where the engine runs.
 */
export async function createWallet(
  config: Pick<ServerConfig, 'wallet'>,
  deps: WalletDeps,
  flows: AuthFlows,
): Promise<Wallet> {
  const { wallet } = config;
  const log = deps.log.child({ component: 'wallet' });
  const context = { log, now: deps.now };
  const source: DepositSource | undefined =
    wallet.depositSource.kind === 'demo'
      ? new DemoChain({ confirmMs: wallet.demoChainConfirmMs, log, now: deps.now })
      : wallet.depositSource.kind === 'module'
        ? await loadPlugin(wallet.depositSource, context, isSource, 'deposit source')
        : undefined;
  const processor: WithdrawalProcessor | undefined =
    wallet.withdrawalProcessor.kind === 'demo'
      ? new DemoWithdrawalProcessor({ delayMs: wallet.demoWithdrawDelayMs, log, now: deps.now })
      : wallet.withdrawalProcessor.kind === 'module'
        ? await loadPlugin(wallet.withdrawalProcessor, context, isProcessor, 'withdrawal processor')
        : undefined;
  const walletDeps = { ...deps, log };
  const deposits = new DepositService(walletDeps, source);
  const withdrawals = new WithdrawalService(
    walletDeps,
    flows,
    processor,
    usdt(wallet.approvalThreshold),
  );
  const addressBook = new AddressBook(deps.database, deps.now);
  let sweeper: { stop(): Promise<void> } | undefined;
  let started = false;
  return {
    deposits,
    withdrawals,
    addressBook,
    coins: () => coinList(deposits, withdrawals),
    async start() {
      if (started || !deps.host()) return;
      started = true;
      const credited = await deposits.sweep();
      await withdrawals.sweep(0);
      if (credited > 0) log.info({ credited }, 'deposits left crediting by the last run credited');
      if (source instanceof DemoChain) source.resume(await deposits.pendingDemoTransfers());
      source?.start((transfer) => deposits.report(transfer));
      processor?.start(withdrawals);
      sweeper = every(
        SWEEP_INTERVAL_MS,
        async () => {
          await deposits.sweep();
          await withdrawals.sweep(FREEZE_GRACE_MS);
        },
        log,
        'wallet sweep',
      );
      log.info(
        { depositSource: source?.name ?? 'none', withdrawalProcessor: processor?.name ?? 'none' },
        'wallet running',
      );
    },
    async stop() {
      await source?.stop();
      await processor?.stop();
      await sweeper?.stop();
    },
  };
}
