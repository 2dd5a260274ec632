import WebSocket from 'ws';
import { z } from 'zod';
import type { ContractReference } from '../../lib/contract/reference-data';
import type { Logger } from '../logger';
import { roundToSteps, tickGrid, ticksToPrice } from './decimal';
import { IndexListeners, type IndexPriceSource, type IndexQuote } from './index-source';

/**
 * Index prices from a public exchange's websocket, in the Binance stream format: it subscribes
 * to `<symbol>@markPrice@1s` (USDⓈ-M futures; `i` is the index price) and also understands
 * `24hrTicker` frames (`c` is the last price), either raw or wrapped as `{ stream, data }`.
 * Prices arrive as decimal strings and are rounded to the contract's tick without floats.
 */

const decimalString = z.string().regex(/^\d+(\.\d+)?$/);
const markPriceFrame = z.object({
  e: z.literal('markPriceUpdate'),
  E: z.number(),
  s: z.string(),
  i: decimalString,
});
const tickerFrame = z.object({
  e: z.literal('24hrTicker'),
  E: z.number(),
  s: z.string(),
  c: decimalString,
});
const frame = z.union([markPriceFrame, tickerFrame]);
const wrapped = z.object({ stream: z.string(), data: z.unknown() });

export interface WsTickerOptions {
  url: string;
  contracts: readonly ContractReference[];
  log: Logger;
  reconnectDelayMs?: number;
}

export class WsTickerIndexSource implements IndexPriceSource {
  readonly kind = 'ws' as const;
  private readonly listeners = new IndexListeners();
  private readonly bySymbol: Map<
    string,
    { contract: ContractReference; grid: ReturnType<typeof tickGrid> }
  >;
  private socket: WebSocket | undefined;
  private stopped = true;
  private retry: NodeJS.Timeout | undefined;
  private attempts = 0;
  /** Frames that failed validation, for diagnostics. */
  rejectedFrames = 0;

  constructor(private readonly options: WsTickerOptions) {
    this.bySymbol = new Map(
      options.contracts.map((contract) => [
        `${contract.baseAsset}${contract.quoteAsset}`,
        { contract, grid: tickGrid(contract.tickSize, contract.priceScale) },
      ]),
    );
  }

  /** Resolves once the first connection is open (or rejects if it fails). */
  async start(): Promise<void> {
    this.stopped = false;
    await new Promise<void>((resolve, reject) => this.connect(resolve, reject));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = undefined;
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    }
  }

  latest(contractId: number): IndexQuote | undefined {
    return this.listeners.latest(contractId);
  }

  subscribe(listener: (quote: IndexQuote) => void): () => void {
    return this.listeners.add(listener);
  }

  private connect(onOpen?: () => void, onFirstError?: (error: Error) => void): void {
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.on('open', () => {
      this.attempts = 0;
      onFirstError = undefined;
      const params = [...this.bySymbol.keys()].map((s) => `${s.toLowerCase()}@markPrice@1s`);
      socket.send(JSON.stringify({ method: 'SUBSCRIBE', params, id: 1 }));
      this.options.log.info({ url: this.options.url }, 'index feed connected');
      onOpen?.();
    });
    socket.on('message', (data) => this.handle(data.toString()));
    socket.on('error', (error) => {
      this.options.log.warn({ err: error, url: this.options.url }, 'index feed error');
      if (onFirstError) {
        // The first connection failed: report it to start() instead of retrying in the background.
        this.stopped = true;
        onFirstError(error);
      }
    });
    socket.on('close', () => {
      if (this.stopped || this.socket !== socket) return;
      const delay = Math.min(
        30_000,
        (this.options.reconnectDelayMs ?? 1000) * 2 ** this.attempts++,
      );
      this.retry = setTimeout(() => this.connect(), delay);
      this.retry.unref();
    });
  }

  private handle(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.rejectedFrames += 1;
      return;
    }
    const inner = wrapped.safeParse(json);
    const parsed = frame.safeParse(inner.success ? inner.data.data : json);
    if (!parsed.success) {
      // Subscription acknowledgements ({ result: null, id }) are expected and not counted.
      if (!(typeof json === 'object' && json !== null && 'id' in json)) this.rejectedFrames += 1;
      return;
    }
    const target = this.bySymbol.get(parsed.data.s.toUpperCase());
    if (!target) return;
    const price = parsed.data.e === 'markPriceUpdate' ? parsed.data.i : parsed.data.c;
    const ticks = roundToSteps(price, target.contract.tickSize);
    if (ticks <= 0n) return;
    this.listeners.emit({
      contractId: target.contract.contractId,
      ticks: Number(ticks),
      price: ticksToPrice(ticks, target.grid),
      time: parsed.data.E,
    });
  }
}
