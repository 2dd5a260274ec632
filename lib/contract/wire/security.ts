/**
 * The account security answers (API keys, sessions, the log-in history), typed by their schemas
 * (./security-schemas), and the words they use: a module that needs only these loads no zod.
 */
import type * as z from 'zod/mini';
import type {
  wireApiKeySchema,
  wireCreatedApiKeySchema,
  wireLoginEntrySchema,
  wireLoginHistoryPageSchema,
  wireSessionSchema,
} from './security-schemas';

/** What an API key may do; `withdraw` does not exist. */
export const API_KEY_PERMISSIONS = ['read', 'trade'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/** A log-in of the history: a log-in, or the sign-up that logged in. */
export const LOGIN_KINDS = ['login', 'register'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export type WireApiKey = z.infer<typeof wireApiKeySchema>;
export type WireCreatedApiKey = z.infer<typeof wireCreatedApiKeySchema>;
export type WireSession = z.infer<typeof wireSessionSchema>;
export type WireLoginEntry = z.infer<typeof wireLoginEntrySchema>;
export type WireLoginHistoryPage = z.infer<typeof wireLoginHistoryPageSchema>;
