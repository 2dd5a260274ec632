/**
 * A short description of the device behind a User-Agent header, as login history and the session
 * list record it: "Chrome on Windows", "Safari on iPhone", "curl" (the contract's record form,
 * DeviceParts in lib/contract/wire/security, which each page and e-mail words in its language).
 * Only the common browsers and systems are told apart; anything else is "Unknown browser" or the
 * program's name. The header is whatever the client says, so the description is a hint for the
 * owner, never a proof.
 */
import { DEVICE_RECORD_WORDS, deviceRecord } from '../../lib/contract/wire/security';

/** Browsers, most specific first: Edge, Opera, Samsung Internet and others also say "Chrome". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOPT\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bWhale\//, 'Whale'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

/** Systems, most specific first: Android says "Linux", iOS says "like Mac OS X". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** Programs rather than browsers (API clients, scripts), by the product token they start with. */
const PROGRAMS: readonly (readonly [RegExp, string])[] = [
  [/^curl\//i, 'curl'],
  [/^Wget\//i, 'Wget'],
  [/^python-requests\/|^python-urllib|^aiohttp\/|^httpx\//i, 'Python'],
  [/^node-fetch\/|^undici\b|^node\b|^axios\//i, 'Node.js'],
  [/^Go-http-client\//, 'Go'],
  [/^okhttp\//i, 'OkHttp'],
  [/^Java\/|^Apache-HttpClient\//, 'Java'],
  [/^PostmanRuntime\//, 'Postman'],
];

const MAX_LENGTH = 64;

/** What is recorded when the User-Agent says nothing we can name. */
export const UNKNOWN_DEVICE = DEVICE_RECORD_WORDS.unknownDevice;

/**
 * A recorded device as the API shows it: null for an unknown one. The record keeps the English
 * words (rows of every age read alike); pages and e-mails word them in their language.
 */
export function shownDevice(recorded: string | null): string | null {
  return recorded === null || recorded === UNKNOWN_DEVICE ? null : recorded;
}

export function describeDevice(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512).trim();
  if (!ua) return deviceRecord(null);
  for (const [pattern, name] of PROGRAMS) if (pattern.test(ua)) return name;
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  if (browser || system) return deviceRecord({ browser, system });
  // A program we do not know: its first product token ("MyBot/1.2" → "MyBot"), kept short (one
  // word, so the record's " on " never appears in it).
  const product = /^[A-Za-z][\w.-]{0,40}/.exec(ua)?.[0];
  if (!product) return deviceRecord(null);
  return product === 'Mozilla'
    ? deviceRecord({ browser: null, system: null })
    : product.slice(0, MAX_LENGTH);
}
