import type { Logger } from '../../logger';
import { simulatedTxId } from './deposit-source';
import type { Network } from './networks';
import { every } from './wallet-common';

/** A withdrawal as a processor sees it: where to send how much (minor units, 1e-8 USDT). */
export interface WithdrawalOrder {
  id: number;
  userId: number;
  network: Network;
  address: string;
  /** What left the user's wallet. */
  amount: bigint;
  fee: bigint;
  /** What the address receives: amount − fee. */
  receiveAmount: bigint;
  /** When it was requested, or when it moved to processing (`inProgress`). */
  since: number;
}

/**
 * What the wallet offers a processor. Every move is one conditional update, so a processor, the
 * user's cancel and the operator's decision never both win: `take` answers false when the user
 * cancelled first; `fail` rejects and refunds exactly once.
 */
export interface WithdrawalDesk {
  /** Requested withdrawals ready to send (approved by the operator where the amount needs it), oldest first, requested before `before`. */
  ready(before: number, limit: number): Promise<WithdrawalOrder[]>;
  /** requested → processing: from now on the user cannot cancel. */
  take(id: number): Promise<boolean>;
  /** Withdrawals in processing (after a restart: pick up what was being sent); `since` = taken. */
  inProgress(): Promise<WithdrawalOrder[]>;
  /** processing → completed with the chain's transaction id. */
  complete(id: number, txId: string): Promise<boolean>;
  /** requested or processing → rejected with the reason; the amount goes back to the spot wallet. */
  fail(id: number, reason: string): Promise<boolean>;
}

/**
 * Sends withdrawals out. The wallet freezes the amount at request and refunds it on cancel or
 * reject; a processor only moves withdrawals along the desk. Plug a real one with
 * `WITHDRAWAL_PROCESSOR=module:<file>` (see server/docs/wallet.md).
 */
export interface WithdrawalProcessor {
  readonly name: string;
  /** The networks it sends on; withdrawals on the others are "not available". */
  readonly networks: readonly Network[];
  start(desk: WithdrawalDesk): void;
  stop(): Promise<void>;
}

/**
 * The demo processor: a withdrawal waits `delayMs` in `requested` (the user may cancel), then
 * `delayMs` in `processing`, then completes with a simulated transaction id. Nothing is sent.
 */
export class DemoWithdrawalProcessor implements WithdrawalProcessor {
  readonly name = 'demo';
  readonly networks: readonly Network[] = ['TRC20', 'ERC20', 'BEP20'];
  private loop: { stop(): Promise<void> } | undefined;

  constructor(private readonly options: { delayMs: number; log: Logger; now: () => number }) {}

  start(desk: WithdrawalDesk): void {
    const { delayMs, now, log } = this.options;
    const step = Math.max(50, Math.min(1000, Math.floor(delayMs / 4)));
    this.loop = every(
      step,
      async () => {
        for (const order of await desk.ready(now() - delayMs, 100)) await desk.take(order.id);
        for (const order of await desk.inProgress())
          if (order.since <= now() - delayMs)
            await desk.complete(order.id, simulatedTxId(order.network));
      },
      log,
      'demo withdrawal processor',
    );
  }

  async stop(): Promise<void> {
    await this.loop?.stop();
  }
}
