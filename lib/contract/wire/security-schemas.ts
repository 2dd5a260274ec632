import * as z from 'zod/mini';
import { wireIntQueryInput } from './input-schemas';
import {
  ANTI_PHISHING_CODE_PATTERN,
  API_KEY_IPS_MAX,
  API_KEY_LABEL_MAX_LENGTH,
  API_KEY_PERMISSIONS,
  LOGIN_HISTORY_PAGE_MAX,
  LOGIN_HISTORY_PAGES_MAX,
  LOGIN_KINDS,
  SESSION_ID_MAX_LENGTH,
  type ApiKeyPermission,
} from './security';
import { wireTextInput } from './user-schemas';
import { wirePageOf } from './wallet-schemas';

/**
 * The zod schemas of the account security answers: API keys (list, create, delete), the live
 * sessions (list, revoke, revoke the others), the log-in history and the anti-phishing code, and
 * the request bodies of those routes (below); the types inferred from them are in ./security. The
 * server's builders are typed by these, the account feature parses the answers with them, and the
 * API tests check them strictly.
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
  /**
   * "Chrome on Windows": the server's reading of the User-Agent, in the record's English words
   * (DeviceParts in ./security: a page words it with `deviceInWords`); null when it named nothing.
   */
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
  /** "Chrome on Windows", as a session's `device`; null when the User-Agent named nothing. */
  device: z.nullable(z.string()),
  /** The interface language of the request that logged in. */
  language: z.string(),
  sessionId: z.string(),
});
/** user/login/history: newest first (the server keeps the newest 100). */
export const wireLoginHistoryPageSchema = wirePageOf(wireLoginEntrySchema);

/** user/antiPhishing/update: the code every e-mail from now on starts with. */
export const wireAntiPhishingChangedSchema = z.object({
  antiPhishingCode: z.string().check(z.regex(ANTI_PHISHING_CODE_PATTERN)),
});

// ---- request bodies ----
//
// What the v2 security routes accept (server/api/v2-security-routes, v2-api-key-routes), exactly:
// the server parses each body (and the log-in history's query) with these, the account feature types and checks what it sends by
// them. Creating a key and changing the anti-phishing code are security changes: the route also
// reads the session's `stepUpToken` from the body, which the client adds itself.

/** user/login/history's query: the page (from 1) and its size, digits as query strings carry them. */
export const wireLoginHistoryQueryInputSchema = z.object({
  page: z._default(wireIntQueryInput(1, LOGIN_HISTORY_PAGES_MAX), 1),
  size: z._default(wireIntQueryInput(1, LOGIN_HISTORY_PAGE_MAX), 20),
});

/** user/session/revoke: a session's public id (user/session/list). */
export const wireSessionRevokeInputSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(SESSION_ID_MAX_LENGTH)),
});

/** user/antiPhishing/update: the code (the service answers an empty or malformed one). */
export const wireAntiPhishingInputSchema = z.object({ antiPhishingCode: wireTextInput });

/** A key permission as asked for: `withdraw` is refused by name, not as an unknown word. */
const apiKeyPermissionInput = z.pipe(
  z.string().check(
    z.refine((value) => value !== 'withdraw', {
      message: 'withdraw is never granted to an API key',
      abort: true,
    }),
  ),
  z.enum(API_KEY_PERMISSIONS, { message: 'must be read or trade' }),
);

/** An allow-list address as it travels: trimmed text (the server checks and normalises it). */
export const wireIpAddressTextInput = z.string().check(z.trim());

/**
 * A key's allow-list, each entry read by `address`: the contract's text here, the server's
 * check-and-normalise (node:net) there, so both take the same list by the same rules. Empty or
 * absent: any address; repeated entries count once.
 */
export function wireIpAllowListInput<Address extends z.core.$ZodType<string, string>>(
  address: Address,
) {
  return z.pipe(
    z._default(
      z.array(address).check(z.maxLength(API_KEY_IPS_MAX, `at most ${API_KEY_IPS_MAX} addresses`)),
      [],
    ),
    z.transform((list: z.output<Address>[]) => [...new Set(list)]),
  );
}

/** user/apiKey/create: the label, the permissions (`read` is in every key) and the allow-list. */
export const wireApiKeyCreateInputSchema = z.object({
  label: z
    .string({ message: 'required' })
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(API_KEY_LABEL_MAX_LENGTH, `at most ${API_KEY_LABEL_MAX_LENGTH} characters`),
    ),
  /** `trade` adds orders, cancels, transfers and settings; absent: read only. */
  permissions: z.pipe(
    z._default(
      z.array(apiKeyPermissionInput).check(z.minLength(1), z.maxLength(API_KEY_PERMISSIONS.length)),
      ['read'],
    ),
    z.transform((list): ApiKeyPermission[] =>
      API_KEY_PERMISSIONS.filter(
        (permission) => permission === 'read' || list.includes(permission),
      ),
    ),
  ),
  ipAllowList: wireIpAllowListInput(wireIpAddressTextInput),
});

/** user/apiKey/delete: the key's id, a whole number or its digits. */
export const wireApiKeyDeleteInputSchema = z.object({
  id: z.pipe(
    z.union(
      [
        z.number(),
        z.pipe(z.string().check(z.regex(/^\d{1,16}$/, 'must be an integer')), z.transform(Number)),
      ],
      { message: 'must be an integer' },
    ),
    z.number().check(z.int('must be an integer'), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  ),
});
