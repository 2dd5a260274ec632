/**
 * The realtime protocol as the web app speaks it. Requests are emitted on one socket.io event
 * with an acknowledgement callback; the server pushes every topic as a socket.io event named after
 * the topic.
 */
import { FRAME_TYPE as MessageType, REALTIME_CODE } from '@/lib/contract/wire/socket';

export {
  FRAME_TYPE as MessageType,
  REQUEST_EVENT,
  TOPIC as Topic,
  type TopicName,
} from '@/lib/contract/wire/socket';

export interface SymbolParam {
  symbol: string;
  step?: string | number;
  ranges?: string | number | (string | number)[];
}

export interface TopicRequest {
  topic: string;
  params: { symbols: SymbolParam[] };
}

export interface AuthRequest {
  header: { type: typeof MessageType.auth };
  body: { token: string };
}

export interface SubscribeRequest {
  header: { type: typeof MessageType.subscribe };
  body: { topics: TopicRequest[] };
}

export interface UnsubscribeRequest {
  header: { type: typeof MessageType.unsubscribe };
  body: { topics: TopicRequest[] };
}

export function authRequest(token: string): AuthRequest {
  return { header: { type: MessageType.auth }, body: { token } };
}

export function subscribeRequest(topics: TopicRequest[]): SubscribeRequest {
  return { header: { type: MessageType.subscribe }, body: { topics } };
}

export function unsubscribeRequest(topics: TopicRequest[]): UnsubscribeRequest {
  return { header: { type: MessageType.unsubscribe }, body: { topics } };
}

/** The server's answer to a token it does not accept (unknown, expired, or its session ended). */
export const INVALID_TOKEN_CODE = REALTIME_CODE.invalidToken;

/** Whether an acknowledgement says the token itself was refused (not a failure to check it). */
export function isInvalidTokenAck(ack: unknown): boolean {
  if (ack === null || typeof ack !== 'object') return false;
  const value = ack as { code?: unknown; header?: { code?: unknown } | null };
  return Number(value.code ?? value.header?.code) === INVALID_TOKEN_CODE;
}

/** An acknowledgement counts unless it says otherwise (success false, or a code other than 0/200). */
export function isPositiveAck(ack: unknown): boolean {
  if (ack === null || typeof ack !== 'object') return ack !== false;
  const value = ack as { success?: unknown; code?: unknown; body?: unknown };
  if (value.success === true) return true;
  if (value.success === false) return false;
  if (value.code !== undefined) return Number(value.code) === 0 || Number(value.code) === 200;
  // A reply that carries its outcome only inside the body.
  if (value.body && typeof value.body === 'object') return isPositiveAck(value.body);
  return true;
}
