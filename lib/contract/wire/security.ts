/**
 * The account security answers (API keys, sessions, the log-in history, the anti-phishing code)
 * and the request bodies of those routes, typed by their schemas (./security-schemas), and the
 * words and limits they use: a module that needs only these loads no zod (a form derives its
 * limits from here).
 */
import type * as z from 'zod/mini';
import type {
  wireAntiPhishingChangedSchema,
  wireAntiPhishingInputSchema,
  wireApiKeyCreateInputSchema,
  wireApiKeyDeleteInputSchema,
  wireLoginHistoryQueryInputSchema,
  wireSessionRevokeInputSchema,
  wireApiKeySchema,
  wireCreatedApiKeySchema,
  wireLoginEntrySchema,
  wireLoginHistoryPageSchema,
  wireOthersRevokedSchema,
  wireSessionListSchema,
  wireSessionRevokedSchema,
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
/** The anti-phishing code: 4 to 20 letters or digits, case kept (the service refuses others). */
export const ANTI_PHISHING_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
/** The most log-ins one page of the history holds, and the highest page number asked for. */
export const LOGIN_HISTORY_PAGE_MAX = 100;
export const LOGIN_HISTORY_PAGES_MAX = 100_000;

/**
 * The device a session or log-in came from, as the server records it from the User-Agent (and
 * answers it as `device`): "Chrome on Windows", "Chrome", "Unknown browser on Android", "Unknown
 * browser", a program's name ("curl"), or "Unknown device" (answered as null). The browser, system
 * and program names are brand names; the words around them are these English ones in the record,
 * rows written long ago included, and each reader words them in its language (`deviceInWords`).
 */
export interface DeviceParts {
  /** The browser or program; null when the User-Agent named none ("Unknown browser"). */
  browser: string | null;
  system: string | null;
}

/** The words a device is told with around its brand names, in one language. */
export interface DeviceWords {
  on: (browser: string, system: string) => string;
  unknownBrowser: string;
  unknownDevice: string;
}

/** The words of the record (and of the English pages and e-mails). */
export const DEVICE_RECORD_WORDS: DeviceWords = {
  on: (browser, system) => `${browser} on ${system}`,
  unknownBrowser: 'Unknown browser',
  unknownDevice: 'Unknown device',
};
// No browser, system or program name holds it: a program's name is one word.
const RECORD_ON = ' on ';

function tellDevice(parts: DeviceParts | null, words: DeviceWords): string {
  if (!parts) return words.unknownDevice;
  const browser = parts.browser ?? words.unknownBrowser;
  return parts.system === null ? browser : words.on(browser, parts.system);
}

/** What the server records for a device it could name the parts of (null: it named nothing). */
export function deviceRecord(parts: DeviceParts | null): string {
  return tellDevice(parts, DEVICE_RECORD_WORDS);
}

/** The parts of a recorded device; null for an unknown one (recorded or answered as such). */
export function readDeviceRecord(record: string | null): DeviceParts | null {
  if (record === null || record === DEVICE_RECORD_WORDS.unknownDevice) return null;
  const on = record.indexOf(RECORD_ON);
  const browser = on > 0 ? record.slice(0, on) : record;
  return {
    browser: browser === DEVICE_RECORD_WORDS.unknownBrowser ? null : browser,
    system: on > 0 ? record.slice(on + RECORD_ON.length) : null,
  };
}

/** A recorded (or answered) device told in a language's words, its brand names as they are. */
export function deviceInWords(record: string | null, words: DeviceWords): string {
  return tellDevice(readDeviceRecord(record), words);
}

/** A log-in of the history: a log-in, or the sign-up that logged in. */
export const LOGIN_KINDS = ['login', 'register'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export type WireApiKey = z.infer<typeof wireApiKeySchema>;
export type WireCreatedApiKey = z.infer<typeof wireCreatedApiKeySchema>;
export type WireSession = z.infer<typeof wireSessionSchema>;
export type WireLoginEntry = z.infer<typeof wireLoginEntrySchema>;
export type WireLoginHistoryPage = z.infer<typeof wireLoginHistoryPageSchema>;
export type WireSessionList = z.infer<typeof wireSessionListSchema>;
export type WireSessionRevoked = z.infer<typeof wireSessionRevokedSchema>;
export type WireOthersRevoked = z.infer<typeof wireOthersRevokedSchema>;
export type WireAntiPhishingChanged = z.infer<typeof wireAntiPhishingChangedSchema>;

export type WireLoginHistoryQueryInput = z.output<typeof wireLoginHistoryQueryInputSchema>;
export type WireSessionRevokeInput = z.output<typeof wireSessionRevokeInputSchema>;
export type WireAntiPhishingInput = z.output<typeof wireAntiPhishingInputSchema>;
export type WireApiKeyCreateInput = z.output<typeof wireApiKeyCreateInputSchema>;
export type WireApiKeyDeleteInput = z.output<typeof wireApiKeyDeleteInputSchema>;
