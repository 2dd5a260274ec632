import { TOPIC, type TopicName } from '@/lib/contract/wire/socket';
import type { RealtimeMessage } from '../types';
import type * as ContractRowsModule from './contract-rows';

type ContractRows = typeof ContractRowsModule;

const TOPIC_NAMES: ReadonlySet<string> = new Set(Object.values(TOPIC));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An `indicator` frame that carries the user's accounts (only frames sent to the user's room). */
function carriesAccounts(payload: unknown): boolean {
  return isRecord(payload) && Array.isArray(payload.accounts) && payload.accounts.length > 0;
}

const isTopicName = (topic: string): topic is TopicName => TOPIC_NAMES.has(topic);

/** The user's own frames: `match`, and an `indicator` frame with their accounts. */
function isPrivate(topic: string, payload: unknown): boolean {
  return topic === TOPIC.match || (topic === TOPIC.indicator && carriesAccounts(payload));
}

export interface FrameParserOptions {
  /** Where the contract's row parsers come from (a test may hand them over at once). */
  loadRows?: () => Promise<ContractRows>;
  /** A frame or row that does not match the contract: it was dropped. */
  report?: (problem: string) => void;
}

export interface FrameParser {
  /** One socket message, as it arrived. */
  push: (topic: string, payload: unknown) => void;
  /**
   * The socket reconnected: private frames still waiting for the schemas are from the old
   * connection (the store is about to drop its private caches and read them again), so they go.
   */
  reconnected: () => void;
  /** Starts loading the schemas before the first frame (the socket is about to connect). */
  preload: () => void;
}

const defaultReport = (problem: string) => console.warn(`[realtime] ${problem}`);

/**
 * The socket's door to the store. Every frame is parsed against the contract here, once: a
 * `match` frame's rows and the accounts of a user's `indicator` frame row by row
 * (lib/contract/wire/match-schemas), a public topic's frame whole (public-schemas). What drifts
 * from the contract is dropped and reported, never merged, so the store and every screen read
 * contract rows only. Unknown topics are dropped.
 *
 * The parsers (./contract-rows, with zod) load beside socket.io, after hydration (the binding
 * preloads them as it opens the socket), so no page's first load carries them. Messages keep
 * their order: while the parsers load, every message waits.
 */
export function createFrameParser(
  deliver: (message: RealtimeMessage) => void,
  options: FrameParserOptions = {},
): FrameParser {
  const loadRows = options.loadRows ?? (() => import('./contract-rows'));
  const report = options.report ?? defaultReport;
  let rows: ContractRows | null = null;
  let loading: Promise<ContractRows> | null = null;
  let waiting: { topic: string; payload: unknown }[] | null = null;

  function load(): Promise<ContractRows> {
    loading ??= loadRows().then((loaded) => (rows = loaded));
    return loading;
  }

  /** A known topic's frame, parsed; null when nothing of it is left to deliver. */
  function parse(
    parsers: ContractRows,
    topic: TopicName,
    payload: unknown,
  ): RealtimeMessage | null {
    if (topic === TOPIC.match) {
      const frame = parsers.parseMatchFrame(payload, report);
      return frame === null ? null : { topic, payload: frame };
    }
    if (topic === TOPIC.indicator && isRecord(payload) && carriesAccounts(payload)) {
      const accounts = parsers.parseIndicatorAccounts(payload, report);
      return accounts === null ? null : { topic, payload: accounts };
    }
    return parsers.parsePublicFrame(topic, payload, report);
  }

  function handle(topic: string, payload: unknown): void {
    if (!isTopicName(topic) || rows === null) return;
    const message = parse(rows, topic, payload);
    if (message !== null) deliver(message);
  }

  /** Hands on what waited for the parsers, each parsed. */
  function release(): void {
    const queued = waiting ?? [];
    waiting = null;
    for (const message of queued) handle(message.topic, message.payload);
  }

  function push(topic: string, payload: unknown): void {
    if (!isTopicName(topic)) return;
    if (waiting !== null) {
      waiting.push({ topic, payload });
      return;
    }
    if (rows === null) {
      waiting = [{ topic, payload }];
      load().then(release, (error: unknown) => {
        report(`the contract's frame parsers did not load: ${String(error)}`);
        // The next frame tries again; the waiting ones cannot be read and go.
        loading = null;
        waiting = null;
      });
      return;
    }
    handle(topic, payload);
  }

  return {
    push,
    reconnected() {
      if (waiting !== null) {
        waiting = waiting.filter((message) => !isPrivate(message.topic, message.payload));
      }
    },
    preload() {
      void load().catch(() => undefined);
    },
  };
}
