import * as z from 'zod/mini';
import { API_KEY_PERMISSIONS, LOGIN_KINDS } from './security';
import { wirePageOf } from './wallet-schemas';

/**
 * The zod schemas of the account security answers: API keys (list, create, delete), the live
 * sessions (list, revoke, revoke the others) and the log-in history; the types inferred from them
 * are in ./security. The server's builders are typed by these, the account feature parses the
 * answers with them, and the API tests check them strictly.
 */

const id = z.number().check(z.int(), z.positive());
const count = z.number().check(z.int(), z.nonnegative());
const epochMs = z.number().check(z.int(), z.nonnegative());

/** An API key as its owner sees it: never its secret. */
export const wireApiKeySchema = z.object({
  id,
  label: z.string(),
  apiKey: z.string().check(z.regex(/^[A-Za-z0-9]{64}$/)),
  permissions: z.array(z.enum(API_KEY_PERMISSIONS)),
  /** Empty: any address. */
  ipAllowList: z.array(z.string()),
  createdAt: epochMs,
  lastUsedAt: z.nullable(epochMs),
});
/** user/apiKey/list: the live keys, newest first. */
export const wireApiKeyListSchema = z.object({ list: z.array(wireApiKeySchema) });
/** user/apiKey/create: the new key with its secret, the only answer that ever carries it. */
export const wireCreatedApiKeySchema = z.extend(wireApiKeySchema, {
  secretKey: z.string().check(z.minLength(32)),
});
/** user/apiKey/delete. */
export const wireApiKeyDeletedSchema = z.object({ deleted: z.literal(true), id });

/** A live session (user/session/list): its public id, never its token or a digest of it. */
export const wireSessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  createdAt: epochMs,
  lastSeenAt: epochMs,
  ip: z.nullable(z.string()),
  /** "Chrome on Windows": the server's reading of the User-Agent; null when it named nothing. */
  device: z.nullable(z.string()),
  language: z.nullable(z.string()),
  /** The session that made this request. */
  current: z.boolean(),
});
/** user/session/list: this session first, then by last use. */
export const wireSessionListSchema = z.object({ list: z.array(wireSessionSchema) });
/** user/session/revoke (revoking the current one logs out). */
export const wireSessionRevokedSchema = z.object({
  revoked: z.literal(true),
  id: z.string(),
  current: z.boolean(),
});
/** user/session/revokeOthers: how many ended. */
export const wireOthersRevokedSchema = z.object({ revoked: count });

/** A log-in of the history, as its owner sees it. */
export const wireLoginEntrySchema = z.object({
  id,
  time: epochMs,
  kind: z.enum(LOGIN_KINDS),
  ip: z.string(),
  /** "Chrome on Windows"; null when the User-Agent named nothing (each page words it). */
  device: z.nullable(z.string()),
  /** The interface language of the request that logged in. */
  language: z.string(),
  sessionId: z.string(),
});
/** user/login/history: newest first (the server keeps the newest 100). */
export const wireLoginHistoryPageSchema = wirePageOf(wireLoginEntrySchema);
