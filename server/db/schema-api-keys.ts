import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { API_KEY_PERMISSIONS } from '../../lib/contract/wire/security';

/** What a key may do: `read` (every key) and `trade`. Withdrawal is never a permission. */
export { API_KEY_PERMISSIONS };
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/**
 * Users' API keys (`{v2}/user/apiKey/*`): signed requests carry `api_key` in the `X-MBX-APIKEY`
 * header and an HMAC-SHA256 made with the secret. The server must recompute that HMAC, so the
 * secret is kept readable, but only as AES-256-GCM ciphertext under `API_KEY_ENCRYPTION_KEY`
 * (auth/api-key-crypto.ts), bound to the row's key and user. A deleted key keeps its row (the
 * list of what existed), loses its ciphertext and is never accepted again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    label: text('label').notNull(),
    /** The public half: 64 random letters and digits, sent in the header. */
    apiKey: text('api_key').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url); empty once the key is deleted. */
    secretEncrypted: text('secret_encrypted').notNull(),
    permissions: text('permissions').array().$type<ApiKeyPermission[]>().notNull(),
    /** Addresses allowed to use the key (canonical text form); empty: any address. */
    ipAllowList: text('ip_allow_list')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Refreshed at most once a minute per key and process. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_api_key_key').on(t.apiKey),
    index('api_keys_user_live_idx')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
    check(
      'api_keys_permissions_check',
      sql`${t.permissions} <@ array['read', 'trade']::text[] and 'read' = any(${t.permissions})`,
    ),
  ],
);
