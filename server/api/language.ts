import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANGUAGES, toLanguage, type Language } from '../../lib/contract/wire/language';

/** The optional `lang` query parameter; an unknown value is a client error. */
export const langParam = z
  .string()
  .refine((value) => toLanguage(value) !== undefined, {
    message: `must be one of ${LANGUAGES.join(', ')} (or en_US, ko_KR, ja_JP, zh_CN)`,
  })
  .transform((value) => toLanguage(value) as Language)
  .optional();

/**
 * Language of a request: the `lang` query parameter, else the `language` header the web client
 * sends, else the first known tag of Accept-Language, else English.
 */
export function requestLanguage(
  request: FastifyRequest,
  fromQuery: Language | undefined,
): Language {
  if (fromQuery) return fromQuery;
  const header = request.headers.language;
  const fromHeader = toLanguage(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    const match = toLanguage(tag) ?? toLanguage(tag.split('-')[0]);
    if (match) return match;
  }
  return 'en';
}
