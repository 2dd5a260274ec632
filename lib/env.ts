import * as z from 'zod/mini';
import { globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// Classic zod registers its English messages when its first schema is built; zod/mini leaves the
// locale to the app. Registered here (the same way) so a message no schema spells out reads as
// before, whether or not a lazily loaded classic schema has been built yet.
if (!globalConfig.localeError) z.config(en());

/**
 * Public configuration of the data layer, validated once at start. Next inlines NEXT_PUBLIC_*
 * variables only when they are read literally, so each one is spelled out below.
 */
const baseUrl = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      message: 'must be an absolute URL or a same-origin path starting with /',
    }),
  ),
  // Bases are joined with relative endpoint paths ("configs/public"), so they end with a slash.
  z.transform((value: string) => (value.endsWith('/') ? value : `${value}/`)),
);

const publicEnvSchema = z.object({
  futuresApiBase: z._default(baseUrl, '/api/futures/'),
  v2ApiBase: z._default(baseUrl, '/api/v2/'),
  marketApiBase: z._default(baseUrl, '/api/market/'),
  /** Empty means the page's own origin. */
  socketUrl: z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^(https?|wss?):\/\//.test(value), {
        message: 'must be empty (same origin) or an http(s)/ws(s) URL',
      }),
    ),
    '',
  ),
  socketPath: z._default(z.string().check(z.trim(), z.startsWith('/')), '/socket.io'),
  appVersion: z._default(z.string().check(z.trim(), z.minLength(1)), '0.1.0'),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

type RawPublicEnv = Record<keyof PublicEnv, string | undefined>;

function blankToUndefined(raw: RawPublicEnv): Partial<Record<keyof PublicEnv, string>> {
  const out: Partial<Record<keyof PublicEnv, string>> = {};
  for (const [key, value] of Object.entries(raw) as [keyof PublicEnv, string | undefined][]) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

/** Parses raw values; throws a readable error naming every bad variable. */
export function parsePublicEnv(raw: RawPublicEnv): PublicEnv {
  const result = publicEnvSchema.safeParse(blankToUndefined(raw));
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid public environment: ${issues}`);
  }
  return result.data;
}

export const env: PublicEnv = parsePublicEnv({
  futuresApiBase: process.env.NEXT_PUBLIC_FUTURES_API_BASE,
  v2ApiBase: process.env.NEXT_PUBLIC_V2_API_BASE,
  marketApiBase: process.env.NEXT_PUBLIC_MARKET_API_BASE,
  socketUrl: process.env.NEXT_PUBLIC_SOCKET_URL,
  socketPath: process.env.NEXT_PUBLIC_SOCKET_PATH,
  appVersion: process.env.NEXT_PUBLIC_APP_VERSION,
});
