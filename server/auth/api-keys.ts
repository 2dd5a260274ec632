import {
  API_KEY_IPS_MAX,
  API_KEY_LABEL_MAX_LENGTH,
  type WireApiKey,
} from '../../lib/contract/wire/security';
import {
  wireApiKeyCreateInputSchema,
  wireIpAddressTextInput,
  wireIpAllowListInput,
} from '../../lib/contract/wire/security-schemas';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../lib/contract/wire/language';
import { MemorySignatureReplays, type SignatureReplays } from '../api/signature-replay';
import type { Database } from '../db/database';
import { apiKeys } from '../db/schema';
import type { Logger } from '../logger';
import { ApiKeyCache, type ApiKeyRow, type LiveApiKey } from './api-key-cache';
import { randomAlphanumeric, secretContext, type SecretBox } from './api-key-crypto';
import { ApiKeyCode, ApiKeyError } from './api-key-errors';
import { canonicalIp } from './ip-address';
import { SESSION_CACHE_MS } from './session-cache';

export const API_KEY_LIMITS = {
  /** Live keys per account. */
  perUser: 30,
  /** Addresses in one key's allow-list. */
  ips: API_KEY_IPS_MAX,
  labelLength: API_KEY_LABEL_MAX_LENGTH,
  /** Letters and digits of the public key and of the secret. */
  keyLength: 64,
} as const;

/** last_used_at is written at most this often per key (and process). */
export const LAST_USED_WRITE_MS = 60_000;

/**
 * An allow-list address: the contract's text, checked and normalised here (node:net), so an
 * entry compares with a request's address as text.
 */
const ipInput = z.pipe(
  wireIpAddressTextInput,
  z.transform((value: string, ctx) => {
    const ip = canonicalIp(value);
    if (ip === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be an IPv4 or IPv6 address' });
      return z.NEVER;
    }
    return ip;
  }),
);

/**
 * `POST {v2}/user/apiKey/create`'s fields (the route checks the step-up): the contract's body,
 * with the allow-list's addresses in their canonical form.
 */
export const apiKeySettingsInput = z.object({
  ...wireApiKeyCreateInputSchema.shape,
  ipAllowList: wireIpAllowListInput(ipInput),
});
export type ApiKeySettings = z.output<typeof apiKeySettingsInput>;

/** A key as the list shows it: never the secret. */
/** An API key as its owner sees it (lib/contract/wire/security). */
export type ApiKeyView = WireApiKey;

export type { LiveApiKey } from './api-key-cache';

const API_KEY_SHAPE = /^[A-Za-z0-9]{64}$/;
/** Keys a process keeps opened, and keys whose last use it remembers. */
const MAX_CACHED = 10_000;

/**
 * Creating, listing and deleting a user's API keys, and finding the live key a signed request
 * names. A found key is kept opened and trusted for ≤ 1 s without SQL, busy keys confirmed in one
 * statement for all (`api-key-cache.ts`, as sessions are): a deletion in this process takes
 * effect at once, one made by another process within that second.
 */
export class ApiKeyService {
  private readonly cache: ApiKeyCache;
  private readonly lastWritten = new Map<number, number>();
  private readonly undecryptable = new Set<number>();

  constructor(
    private readonly database: Database,
    private readonly box: SecretBox,
    private readonly now: () => number,
    private readonly log: Logger,
    ttlMs = SESSION_CACHE_MS,
    /** The signatures of signed changes already run (api/signature-replay.ts): each runs once. */
    readonly replays: SignatureReplays = new MemorySignatureReplays(),
  ) {
    this.cache = new ApiKeyCache(
      { rows: (keys) => this.rows(keys), open: (row) => this.open(row) },
      now,
      ttlMs,
      MAX_CACHED,
    );
  }

  /**
   * A new key (the route has checked the step-up). The secret is in this answer only:
   * afterwards it exists solely as ciphertext.
   */
  async create(
    userId: number,
    settings: ApiKeySettings,
    language: Language,
  ): Promise<ApiKeyView & { secretKey: string }> {
    const { db } = this.database;
    const [live] = await db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.deletedAt)));
    if ((live?.n ?? 0) >= API_KEY_LIMITS.perUser) {
      throw new ApiKeyError(ApiKeyCode.tooManyKeys, language, { max: API_KEY_LIMITS.perUser });
    }
    const apiKey = randomAlphanumeric(API_KEY_LIMITS.keyLength);
    const secretKey = randomAlphanumeric(API_KEY_LIMITS.keyLength);
    const [row] = await db
      .insert(apiKeys)
      .values({
        userId,
        label: settings.label,
        apiKey,
        secretEncrypted: this.box.seal(secretKey, secretContext(userId, apiKey)),
        permissions: settings.permissions,
        ipAllowList: settings.ipAllowList,
        createdAt: new Date(this.now()),
      })
      .returning();
    if (!row) throw new Error('api key insert returned no row');
    this.log.info(
      { event: 'api-key-created', userId, keyId: row.id, permissions: row.permissions },
      'api key created',
    );
    return { ...viewOf(row), secretKey };
  }

  async list(userId: number): Promise<{ list: ApiKeyView[] }> {
    const rows = await this.database.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.deletedAt)))
      .orderBy(desc(apiKeys.id));
    return { list: rows.map(viewOf) };
  }

  /** Deletes the caller's key; another user's id answers exactly like an unknown one (404). */
  async delete(
    userId: number,
    id: number,
    language: Language,
  ): Promise<{ deleted: true; id: number }> {
    // Forgotten before the update (no request here trusts it from now on) and after it (a read
    // that saw the row before the update committed is not kept).
    this.forget(id);
    const rows = await this.database.db
      .update(apiKeys)
      .set({ deletedAt: new Date(this.now()), secretEncrypted: '' })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.deletedAt)))
      .returning({ id: apiKeys.id })
      .finally(() => this.forget(id));
    if (rows.length === 0) throw new ApiKeyError(ApiKeyCode.notFound, language);
    this.lastWritten.delete(id);
    this.log.info({ event: 'api-key-deleted', userId, keyId: id }, 'api key deleted');
    return { deleted: true, id };
  }

  /**
   * Deletes every live key of the user (after a password or factor change: a key made before it
   * must not keep moving money for whoever made it). Answers how many were deleted.
   */
  async revokeAll(userId: number): Promise<number> {
    this.cache.forgetUser(userId);
    const rows = await this.database.db
      .update(apiKeys)
      .set({ deletedAt: new Date(this.now()), secretEncrypted: '' })
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.deletedAt)))
      .returning({ id: apiKeys.id })
      .finally(() => this.cache.forgetUser(userId));
    for (const row of rows) this.lastWritten.delete(row.id);
    if (rows.length > 0)
      this.log.info(
        { event: 'api-keys-revoked', userId, keys: rows.length },
        'api keys deleted after a security change',
      );
    return rows.length;
  }

  private forget(id: number): void {
    this.cache.forget(id);
  }

  /** The live key a request names (undefined: malformed, unknown or deleted). */
  find(apiKey: string): Promise<LiveApiKey | undefined> {
    if (!API_KEY_SHAPE.test(apiKey)) return Promise.resolve(undefined);
    return this.cache.get(apiKey);
  }

  /** Records a use: last_used_at is written at most once a minute per key, off the request. */
  touch(key: LiveApiKey): void {
    const now = this.now();
    if (now - (this.lastWritten.get(key.id) ?? -Infinity) < LAST_USED_WRITE_MS) return;
    if (this.lastWritten.size >= MAX_CACHED) this.lastWritten.clear();
    this.lastWritten.set(key.id, now);
    this.database.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKeys.id, key.id))
      .then(
        () => undefined,
        (error: unknown) =>
          this.log.warn({ err: error, keyId: key.id }, 'api key last use not saved'),
      );
  }

  /** The live rows of these keys, in one statement. */
  private async rows(keys: readonly string[]): Promise<ApiKeyRow[]> {
    return this.database.db
      .select({
        id: apiKeys.id,
        userId: apiKeys.userId,
        apiKey: apiKeys.apiKey,
        secretEncrypted: apiKeys.secretEncrypted,
        permissions: apiKeys.permissions,
        ipAllowList: apiKeys.ipAllowList,
      })
      .from(apiKeys)
      .where(
        and(
          keys.length === 1
            ? eq(apiKeys.apiKey, keys[0] ?? '')
            : inArray(apiKeys.apiKey, [...keys]),
          isNull(apiKeys.deletedAt),
        ),
      );
  }

  private open(row: ApiKeyRow): string | undefined {
    const secret = this.box.open(row.secretEncrypted, secretContext(row.userId, row.apiKey));
    if (secret === undefined && !this.undecryptable.has(row.id)) {
      // Another API_KEY_ENCRYPTION_KEY than the one that sealed it, or an altered row: the key
      // cannot verify anything. Said once per key, not on every request.
      this.undecryptable.add(row.id);
      this.log.error(
        { event: 'api-key-undecryptable', keyId: row.id },
        'an API key secret does not open with API_KEY_ENCRYPTION_KEY; the key is refused',
      );
    }
    return secret;
  }
}

function viewOf(row: typeof apiKeys.$inferSelect): ApiKeyView {
  return {
    id: row.id,
    label: row.label,
    apiKey: row.apiKey,
    permissions: row.permissions,
    ipAllowList: row.ipAllowList,
    createdAt: row.createdAt.getTime(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.getTime() : null,
  };
}
