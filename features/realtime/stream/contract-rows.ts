import { MATCH_TYPE, type MatchFrame } from '@/lib/contract/wire/match';
import { matchRowSchemas, wireAccountSchema } from '@/lib/contract/wire/match-schemas';
import { publicFrameSchemas } from '@/lib/contract/wire/public-schemas';
import type { IndicatorPayload, PublicMessage } from '../types';

/**
 * The frames' parse against the contract (lib/contract/wire/match-schemas, public-schemas),
 * loaded with the socket (stream/contract-frames.ts): no page's first load carries it, nor zod.
 */

const MATCH_TYPES: ReadonlySet<number> = new Set(Object.values(MATCH_TYPE));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `match` frame whose rows each passed its type's schema; null when none is left. */
export function parseMatchFrame(
  payload: unknown,
  report: (problem: string) => void,
): MatchFrame | null {
  if (!isRecord(payload) || typeof payload.type !== 'number' || !MATCH_TYPES.has(payload.type)) {
    report(`match frame of no known type dropped: ${JSON.stringify(payload)?.slice(0, 200)}`);
    return null;
  }
  const type = payload.type as MatchFrame['type'];
  if (!Array.isArray(payload.data)) {
    report(`match ${type} frame without a list of rows dropped`);
    return null;
  }
  const schema = matchRowSchemas[type];
  const rows: unknown[] = [];
  for (const row of payload.data) {
    const parsed = schema.safeParse(row);
    if (parsed.success) rows.push(parsed.data);
    else report(`match ${type} row dropped: ${parsed.error.message.slice(0, 300)}`);
  }
  if (rows.length === 0 && payload.data.length > 0) return null;
  // Each row passed the schema of its frame type.
  return { type, data: rows } as MatchFrame;
}

/** A user's own `indicator` frame: their accounts, each parsed; null when none is left. */
export function parseIndicatorAccounts(
  payload: Record<string, unknown>,
  report: (problem: string) => void,
): IndicatorPayload | null {
  const rawAccounts = Array.isArray(payload.accounts) ? payload.accounts : [];
  const accounts = rawAccounts.flatMap((account) => {
    const parsed = wireAccountSchema.safeParse(account);
    if (parsed.success) return [parsed.data];
    report(`indicator account dropped: ${parsed.error.message.slice(0, 300)}`);
    return [];
  });
  return accounts.length > 0 ? { accounts } : null;
}

/** A public topic's frame, parsed whole against its schema; null (and reported) when it drifts. */
export function parsePublicFrame(
  topic: PublicMessage['topic'],
  payload: unknown,
  report: (problem: string) => void,
): PublicMessage | null {
  const parsed = publicFrameSchemas[topic].safeParse(payload);
  if (parsed.success) return { topic, payload: parsed.data } as PublicMessage;
  report(`${topic} frame dropped: ${parsed.error.message.slice(0, 300)}`);
  return null;
}
