import * as z from 'zod/mini';
import { globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { normalizePublicEnv, readPublicEnv, type PublicEnv, type RawPublicEnv } from './env';

// Classic zod registers its English messages when its first schema is built; zod/mini leaves the
// locale to the app (lib/http/validate does the same).
if (!globalConfig.localeError) z.config(en());

const baseUrl = z.string().check(
  z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'must be an absolute URL or a same-origin path starting with /',
  }),
);

/** The raw values, trimmed, blanks left out (they take the defaults of `normalizePublicEnv`). */
const rawPublicEnvSchema = z.object({
  futuresApiBase: z.optional(baseUrl),
  v2ApiBase: z.optional(baseUrl),
  marketApiBase: z.optional(baseUrl),
  socketUrl: z.optional(
    z.string().check(
      z.refine((value) => /^(https?|wss?):\/\//.test(value), {
        message: 'must be empty (same origin) or an http(s)/ws(s) URL',
      }),
    ),
  ),
  socketPath: z.optional(z.string().check(z.startsWith('/'))),
  appVersion: z.optional(z.string().check(z.minLength(1))),
});

function present(raw: RawPublicEnv): Partial<Record<keyof PublicEnv, string>> {
  const out: Partial<Record<keyof PublicEnv, string>> = {};
  for (const [key, value] of Object.entries(raw) as [keyof PublicEnv, string | undefined][]) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

/** Validates raw values, then normalizes them; throws a readable error naming every bad variable. */
export function parsePublicEnv(raw: RawPublicEnv): PublicEnv {
  const result = rawPublicEnvSchema.safeParse(present(raw));
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid public environment: ${issues}`);
  }
  return normalizePublicEnv(raw);
}

/** The server's check of the values the browser trusts (the root layout runs it). */
export function assertPublicEnv(): void {
  parsePublicEnv(readPublicEnv());
}
