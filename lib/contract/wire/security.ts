/**
 * The account security answers (API keys, sessions, the log-in history) and the request bodies of
 * those routes, typed by their schemas (./security-schemas), and the words and limits they use: a
 * module that needs only these loads no zod (a form derives its limits from here).
 */
import type * as z from 'zod/mini';
import type {
  wireAntiPhishingInputSchema,
  wireApiKeyCreateInputSchema,
  wireApiKeyDeleteInputSchema,
  wireSessionRevokeInputSchema,
  wireApiKeySchema,
  wireCreatedApiKeySchema,
  wireLoginEntrySchema,
  wireLoginHistoryPageSchema,
  wireSessionSchema,
} from './security-schemas';

/** What an API key may do; `withdraw` does not exist. */
export const API_KEY_PERMISSIONS = ['read', 'trade'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];
/** A key's label: 1 to this many characters (trimmed). */
export const API_KEY_LABEL_MAX_LENGTH = 64;
/** Addresses in one key's allow-list. */
export const API_KEY_IPS_MAX = 20;
/** The longest session id user/session/revoke takes. */
export const SESSION_ID_MAX_LENGTH = 64;

/** A log-in of the history: a log-in, or the sign-up that logged in. */
export const LOGIN_KINDS = ['login', 'register'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export type WireApiKey = z.infer<typeof wireApiKeySchema>;
export type WireCreatedApiKey = z.infer<typeof wireCreatedApiKeySchema>;
export type WireSession = z.infer<typeof wireSessionSchema>;
export type WireLoginEntry = z.infer<typeof wireLoginEntrySchema>;
export type WireLoginHistoryPage = z.infer<typeof wireLoginHistoryPageSchema>;

export type WireSessionRevokeInput = z.output<typeof wireSessionRevokeInputSchema>;
export type WireAntiPhishingInput = z.output<typeof wireAntiPhishingInputSchema>;
export type WireApiKeyCreateInput = z.output<typeof wireApiKeyCreateInputSchema>;
export type WireApiKeyDeleteInput = z.output<typeof wireApiKeyDeleteInputSchema>;
