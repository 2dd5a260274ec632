import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger';
import { addressFromBytes, NETWORK_SPECS, type Network } from './networks';

/** A transfer to a user's deposit address, as a chain watcher sees it. */
export interface IncomingTransfer {
  /** The chain's transaction id (with an output index where one transaction pays several). */
  txId: string;
  network: Network;
  address: string;
  /** USDT in minor units (1e-8). */
  amount: bigint;
  confirmations: number;
}

/** Where a source reports what it sees; exactly once is the wallet's job, not the source's. */
export type TransferReport = (transfer: IncomingTransfer) => Promise<void>;

/**
 * A chain watcher. The wallet asks it for each user's address on a network (once: the address is
 * stored and never asked again) and takes its reports, which may repeat, arrive concurrently, or
 * come again after a restart: a transfer is credited once, when its confirmations reach the
 * network's requirement. Plug a real one with `DEPOSIT_SOURCE=module:<file>` (see
 * server/docs/wallet.md).
 */
export interface DepositSource {
  /** Recorded on each deposit row (`source`). */
  readonly name: string;
  /** The networks it watches; deposits on the others are "not available". */
  readonly networks: readonly Network[];
  /** A new address of `network` for `userId`, controlled by the exchange's wallet. */
  newAddress(userId: number, network: Network): Promise<string>;
  /** Starts watching; `report` every transfer to one of the addresses, as often as it likes. */
  start(report: TransferReport): void;
  stop(): Promise<void>;
}

export interface DemoChainOptions {
  /** How long a simulated transfer takes to reach its network's confirmations (about 30 s). */
  confirmMs: number;
  log: Logger;
  now: () => number;
}

interface SimulatedTransfer extends IncomingTransfer {
  startedAt: number;
  required: number;
}

/**
 * The demo chain: addresses are random (valid for the network's format, nobody holds their keys),
 * and `send` makes an incoming transfer that gains confirmations every `confirmMs / required`
 * until it has them all. Each step is reported; after a restart the wallet resumes the transfers
 * still pending (`resume`), so a demo deposit confirms even if the server stopped in between.
 */
export class DemoChain implements DepositSource {
  readonly name = 'demo';
  readonly networks: readonly Network[] = ['TRC20', 'ERC20', 'BEP20'];
  private readonly transfers = new Map<string, SimulatedTransfer>();
  private report: TransferReport | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: DemoChainOptions) {}

  newAddress(_userId: number, network: Network): Promise<string> {
    return Promise.resolve(addressFromBytes(network, randomBytes(20)));
  }

  start(report: TransferReport): void {
    this.report = report;
    const step = Math.max(50, Math.min(1000, Math.floor(this.options.confirmMs / 20)));
    this.timer = setInterval(() => {
      this.running ??= this.advance().finally(() => (this.running = undefined));
    }, step);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** A new simulated transfer of `amount` to `address`; reported at once with 0 confirmations. */
  async send(network: Network, address: string, amount: bigint): Promise<IncomingTransfer> {
    const transfer: SimulatedTransfer = {
      txId: simulatedTxId(network),
      network,
      address,
      amount,
      confirmations: 0,
      startedAt: this.options.now(),
      required: NETWORK_SPECS[network].confirmations,
    };
    await this.report?.(view(transfer));
    this.transfers.set(transfer.txId, transfer);
    return view(transfer);
  }

  /** Transfers a stopped server had simulated and not yet confirmed continue from where they were. */
  resume(pending: readonly (IncomingTransfer & { startedAt: number })[]): void {
    for (const p of pending)
      this.transfers.set(p.txId, { ...p, required: NETWORK_SPECS[p.network].confirmations });
  }

  private async advance(): Promise<void> {
    const now = this.options.now();
    for (const transfer of [...this.transfers.values()]) {
      const elapsed = now - transfer.startedAt;
      const due = Math.min(
        transfer.required,
        Math.floor((elapsed * transfer.required) / Math.max(1, this.options.confirmMs)),
      );
      if (due <= transfer.confirmations) continue;
      transfer.confirmations = due;
      try {
        await this.report?.(view(transfer));
        if (due >= transfer.required) this.transfers.delete(transfer.txId);
      } catch (error) {
        // Reported again on the next step.
        this.options.log.warn({ err: error, txId: transfer.txId }, 'demo chain report failed');
      }
    }
  }
}

function view(t: SimulatedTransfer): IncomingTransfer {
  return {
    txId: t.txId,
    network: t.network,
    address: t.address,
    amount: t.amount,
    confirmations: t.confirmations,
  };
}

/** A transaction id of the network's shape (64 hex digits; 0x-prefixed on EVM chains). */
export function simulatedTxId(network: Network): string {
  const hex = randomBytes(32).toString('hex');
  return network === 'TRC20' ? hex : `0x${hex}`;
}
