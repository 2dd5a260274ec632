import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const EMAIL =
  /(?<![\w.%+-])([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*(?:@|%40)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})/g;
/** An international number: "+" (or %2B in a URL) and 8–15 digits, maybe grouped by spaces or dashes. */
const PHONE = /(?<![\w.])(?:\+|%2B)(\d(?:[ -]?\d){7,14})(?![\d*])/g;
/** A national number in a field named for it. */
const PHONE_FIELD = /("(?:phone|mobile)"\s*:\s*")(\d{6,15})"/g;

function maskDigits(digits: string, keepStart: number): string {
  return `${digits.slice(0, keepStart)}${'*'.repeat(digits.length - keepStart - 4)}${digits.slice(-4)}`;
}

/**
 * Masks e-mail addresses and phone numbers wherever they appear in a log line (messages, fields,
 * request URLs): "a***@example.com", "+82******1234". The auth code logs masked targets itself;
 * this is the net under everything else (request logs, errors quoting input, future code).
 */
export function maskPersonalData(line: string): string {
  return line
    .replace(EMAIL, (_, first: string, domain: string) => `${first}***@${domain}`)
    .replace(PHONE, (_, number: string) => `+${maskDigits(number.replace(/[ -]/g, ''), 2)}`)
    .replace(PHONE_FIELD, (_, key: string, number: string) => `${key}${maskDigits(number, 0)}"`);
}

/** Structured JSON logs on stdout; one logger per process, children per component. */
export function createLogger(
  level: string,
  name = 'exchange',
  destination: DestinationStream = pino.destination(1),
): Logger {
  const masked: DestinationStream = {
    write: (line: string) => destination.write(maskPersonalData(line)),
  };
  return pino({ name, level, base: { pid: process.pid } }, masked);
}
