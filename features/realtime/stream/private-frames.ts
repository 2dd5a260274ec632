import { TOPIC, type TopicName } from '@/lib/contract/wire/socket';
import type { IndicatorPayload, RealtimeMessage } from '../types';
import type * as PrivateRowsModule from './private-rows';

type PrivateRows = typeof PrivateRowsModule;

const TOPIC_NAMES: ReadonlySet<string> = new Set(Object.values(TOPIC));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An `indicator` frame that carries the user's accounts (only frames sent to the user's room). */
function carriesAccounts(payload: unknown): boolean {
  return isRecord(payload) && Array.isArray(payload.accounts) && payload.accounts.length > 0;
}

function needsContract(topic: string, payload: unknown): boolean {
  return topic === TOPIC.match || (topic === TOPIC.indicator && carriesAccounts(payload));
}

export interface FrameParserOptions {
  /** Where the contract's row parsers come from (a test may hand them over at once). */
  loadRows?: () => Promise<PrivateRows>;
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
  /** Starts loading the schemas before the first private frame (the user has logged in). */
  preload: () => void;
}

const defaultReport = (problem: string) => console.warn(`[realtime] ${problem}`);

/**
 * The socket's door to the store. The private frames — a `match` frame's rows and the accounts of
 * an `indicator` frame — are parsed against the contract (lib/contract/wire/match-schemas) here,
 * once: a row that drifts from it is dropped and reported, never merged, so the store and every
 * screen read contract rows only. Unknown topics are dropped; the public market topics pass as they
 * came (their handlers read them defensively, and they are the hot path).
 *
 * The parsers (./private-rows, with zod) load with the first private frame or once the socket is
 * authenticated, so a visitor's pages load neither. Messages keep their order: while the parsers
 * load, every message behind the waiting one waits too.
 */
export function createFrameParser(
  deliver: (message: RealtimeMessage) => void,
  options: FrameParserOptions = {},
): FrameParser {
  const loadRows = options.loadRows ?? (() => import('./private-rows'));
  const report = options.report ?? defaultReport;
  let rows: PrivateRows | null = null;
  let loading: Promise<PrivateRows> | null = null;
  let waiting: { topic: string; payload: unknown }[] | null = null;

  function load(): Promise<PrivateRows> {
    loading ??= loadRows().then((loaded) => (rows = loaded));
    return loading;
  }

  /** Accounts only once parsed (a frame carrying some waited for the parser); markets as sent. */
  function indicatorPayload(payload: unknown): IndicatorPayload {
    if (!isRecord(payload)) return {};
    if (rows !== null && carriesAccounts(payload))
      return rows.parseIndicatorAccounts(payload, report);
    const { accounts: _unparsed, ...markets } = payload;
    return markets;
  }

  function handle(topic: string, payload: unknown): void {
    if (!TOPIC_NAMES.has(topic)) return;
    if (topic === TOPIC.match) {
      const frame = rows === null ? null : rows.parseMatchFrame(payload, report);
      if (frame !== null) deliver({ topic: 'match', payload: frame });
      return;
    }
    if (topic === TOPIC.indicator) {
      deliver({ topic: 'indicator', payload: indicatorPayload(payload) });
      return;
    }
    deliver({ topic: topic as Exclude<TopicName, 'match' | 'indicator'>, payload });
  }

  /** Hands on what waited for the parsers: parsed if they loaded, private rows dropped if not. */
  function release(): void {
    const queued = waiting ?? [];
    waiting = null;
    for (const message of queued) handle(message.topic, message.payload);
  }

  function push(topic: string, payload: unknown): void {
    if (waiting !== null) {
      waiting.push({ topic, payload });
      return;
    }
    if (rows === null && needsContract(topic, payload)) {
      waiting = [{ topic, payload }];
      load().then(release, (error: unknown) => {
        report(`the contract's row parsers did not load: ${String(error)}`);
        // The next private frame tries again.
        loading = null;
        release();
      });
      return;
    }
    handle(topic, payload);
  }

  return {
    push,
    reconnected() {
      if (waiting !== null) {
        waiting = waiting.filter((message) => !needsContract(message.topic, message.payload));
      }
    },
    preload() {
      void load().catch(() => undefined);
    },
  };
}
