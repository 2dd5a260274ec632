import { contractCode, contracts, spotSymbols } from '../../lib/contract/reference-data';
import { CANDLE_PERIODS_MS, isCandlePeriodMs } from '../market/periods';
import {
  PRIVATE_TOPICS,
  PUBLIC_TOPICS,
  RealtimeCode,
  type PublicTopic,
  type RealtimeCodeValue,
  type SubscribeBody,
} from './frames';

/** Room names: one per topic, per topic and book, and per kline period. */
export const rooms = {
  topic: (topic: string) => topic,
  contract: (topic: string, contractId: number) => `${topic}:${contractId}`,
  spot: (topic: string, instrumentId: number) => `${topic}:${instrumentId}`,
  kline: (contractId: number, rangeMs: number) => `future_kline:${contractId}:${rangeMs}`,
  /** A user's private room: every socket authenticated as the user joins it at 1001. */
  user: (userId: string | number) => `user:${userId}`,
  /** Order book grouped by `multiple` ticks; multiple 1 is the plain contract room. */
  depth: (contractId: number, multiple: number) =>
    multiple === 1
      ? `future_snapshot_depth:${contractId}`
      : `future_snapshot_depth:${contractId}:x${multiple}`,
};

/** Depth groupings offered per contract, in ticks: the tick itself and 10, 100, 1 000 ticks. */
export const DEPTH_STEP_MULTIPLES = [1, 10, 100, 1000] as const;

/**
 * The tick multiple of a requested depth step ("0.1", "1", 10 …) for a contract, or undefined when
 * it is not one of the offered groupings. Decimal text compared as integers (no binary floats).
 */
export function depthStepMultiple(contractId: number, step: string | number): number | undefined {
  const contract = contracts.find((c) => c.contractId === contractId);
  const text = String(step).trim();
  if (!contract || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  const scale = (v: string) => {
    const [int = '0', frac = ''] = v.split('.');
    return { int, frac };
  };
  const a = scale(text);
  const b = scale(contract.tickSize);
  const decimals = Math.max(a.frac.length, b.frac.length);
  const units = (x: { int: string; frac: string }) => BigInt(x.int + x.frac.padEnd(decimals, '0'));
  const stepUnits = units(a);
  const tickUnits = units(b);
  if (tickUnits === 0n || stepUnits % tickUnits !== 0n) return undefined;
  const multiple = Number(stepUnits / tickUnits);
  return (DEPTH_STEP_MULTIPLES as readonly number[]).includes(multiple) ? multiple : undefined;
}

const contractsByKey = new Map<string, number>();
for (const c of contracts) {
  contractsByKey.set(String(c.contractId), c.contractId);
  contractsByKey.set(contractCode(c.name), c.contractId);
  contractsByKey.set(c.name, c.contractId);
}
const spotByKey = new Map<string, number>();
for (const s of spotSymbols) {
  spotByKey.set(String(s.instrumentId), s.instrumentId);
  spotByKey.set(s.symbol.toUpperCase(), s.instrumentId);
}

/** A contract id from a code ("BTCUSDT", "btcusdt", "BTC/USDT") or id (1, "1"). */
export function resolveContract(symbol: string | number): number | undefined {
  return contractsByKey.get(String(symbol).toUpperCase());
}

export function resolveSpot(symbol: string | number): number | undefined {
  return spotByKey.get(String(symbol).toUpperCase());
}

export type RoomPlan =
  { ok: true; rooms: string[] } | { ok: false; code: RealtimeCodeValue; message: string };

/** Turns a subscribe body into room names, or the first reason it cannot be honoured. */
export function planRooms(body: SubscribeBody, authenticated: boolean): RoomPlan {
  const out: string[] = [];
  for (const entry of body.topics) {
    if ((PRIVATE_TOPICS as readonly string[]).includes(entry.topic)) {
      if (!authenticated) {
        return {
          ok: false,
          code: RealtimeCode.authRequired,
          message: `topic ${entry.topic} needs an authenticated socket (send 1001 first)`,
        };
      }
      // The socket joined its user's private room (`user:<id>`) at 1001; nothing more to join.
      continue;
    }
    // Own keys only: `constructor` or `toString` are unknown topics, not Object.prototype's.
    if (!Object.hasOwn(PUBLIC_TOPICS, entry.topic)) {
      return {
        ok: false,
        code: RealtimeCode.unknownTopic,
        message: `unknown topic ${entry.topic}`,
      };
    }
    const topic = entry.topic as PublicTopic;
    const kind = PUBLIC_TOPICS[topic].symbols;
    const symbols = entry.params?.symbols ?? [];
    if (kind === 'none') {
      out.push(rooms.topic(topic));
      continue;
    }
    if (symbols.length === 0) {
      return {
        ok: false,
        code: RealtimeCode.unknownSymbol,
        message: `topic ${topic} needs params.symbols`,
      };
    }
    for (const ref of symbols) {
      const id = kind === 'contract' ? resolveContract(ref.symbol) : resolveSpot(ref.symbol);
      if (id === undefined) {
        return {
          ok: false,
          code: RealtimeCode.unknownSymbol,
          message: `unknown symbol ${ref.symbol} for ${topic}`,
        };
      }
      if (topic === 'future_snapshot_depth' && ref.step !== undefined) {
        const multiple = depthStepMultiple(id, ref.step);
        if (multiple === undefined) {
          return {
            ok: false,
            code: RealtimeCode.badFrame,
            message: `unsupported depth step ${ref.step} for ${ref.symbol}: use 1, 10, 100 or 1000 ticks`,
          };
        }
        out.push(rooms.depth(id, multiple));
        continue;
      }
      if (topic !== 'future_kline') {
        out.push(kind === 'contract' ? rooms.contract(topic, id) : rooms.spot(topic, id));
        continue;
      }
      const ranges = ref.ranges ?? [...CANDLE_PERIODS_MS];
      for (const range of ranges) {
        if (!isCandlePeriodMs(range)) {
          return {
            ok: false,
            code: RealtimeCode.badFrame,
            message: `unsupported kline range ${range}`,
          };
        }
        out.push(rooms.kline(id, range));
      }
    }
  }
  return { ok: true, rooms: [...new Set(out)] };
}
