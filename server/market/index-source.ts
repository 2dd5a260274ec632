/**
 * Where index prices come from. The engine (mark price, funding, liquidations) and the live
 * candles consume this interface only, so the seeded simulator and an external exchange feed are
 * interchangeable.
 */
export interface IndexQuote {
  contractId: number;
  /** Index price in integer ticks of the contract. */
  ticks: number;
  /** The same price as a decimal string at the contract's price scale. */
  price: string;
  /** Epoch ms of the observation. */
  time: number;
}

export type IndexListener = (quote: IndexQuote) => void;

export interface IndexPriceSource {
  readonly kind: 'simulator' | 'ws';
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The latest quote of a contract, if one has arrived. */
  latest(contractId: number): IndexQuote | undefined;
  /** Calls `listener` for every new quote; returns the unsubscribe function. */
  subscribe(listener: IndexListener): () => void;
}

/** Listener bookkeeping shared by the implementations. */
export class IndexListeners {
  private readonly listeners = new Set<IndexListener>();
  private readonly last = new Map<number, IndexQuote>();

  add(listener: IndexListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  latest(contractId: number): IndexQuote | undefined {
    return this.last.get(contractId);
  }

  emit(quote: IndexQuote): void {
    this.last.set(quote.contractId, quote);
    for (const listener of this.listeners) listener(quote);
  }
}
