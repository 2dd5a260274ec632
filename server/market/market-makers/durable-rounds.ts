import type { EngineHost } from '../../engine-runtime/engine-host';

/** What makers and takers need of the engine host: its state and the one command path. */
export type TradingHost = Pick<EngineHost, 'submit' | 'state'>;

/**
 * Back-pressure for a maker or taker: a round (a requote, a taker order) starts only once every
 * command of its previous round is durable. When the journal lags (a slow disk), the flow skips
 * rounds instead of piling commands up behind the fsync; the engine still applies each command at
 * once, so a skipped round only means the book waits a little longer for its next requote.
 */
export class DurableRounds {
  private inFlight = 0;
  /** Rounds skipped because the previous round was not on disk yet. */
  skipped = 0;

  /** True when a round may start now; counts a skip otherwise. */
  begin(): boolean {
    if (this.inFlight === 0) return true;
    this.skipped++;
    return false;
  }

  /** Submits a command of the current round and remembers it until it is durable. */
  submit(host: TradingHost, command: Parameters<TradingHost['submit']>[0]) {
    const submitted = host.submit(command);
    if (submitted) {
      this.inFlight++;
      // A failed write is logged by the host; the round is over either way.
      const done = () => {
        this.inFlight--;
      };
      submitted.durable.then(done, done);
    }
    return submitted;
  }

  /** Commands submitted and not durable yet. */
  get pending(): number {
    return this.inFlight;
  }
}
