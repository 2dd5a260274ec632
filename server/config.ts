import path from 'node:path';
import { z } from 'zod';
import {
  ANALYTICS_SITE_ID_PATTERN,
  scriptUrl,
  thirdPartyScriptsOf,
  type ThirdPartyScripts,
} from '../lib/contract/third-party-scripts';
import { PASSWORD_HASH_COST } from './auth/password';

/**
 * Server configuration, read once from the environment and validated with zod so a typo fails
 * the start with a message naming the variable instead of surfacing later as odd behaviour.
 */

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1');

const prefix = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/, 'must start with / and not end with /');

const indexSource = z.union([
  z.literal('simulator').transform(() => ({ kind: 'simulator' as const })),
  z
    .string()
    .regex(/^ws:wss?:\/\/\S+$/, 'must be "simulator" or "ws:<ws(s)://url>"')
    .transform((value) => ({ kind: 'ws' as const, url: value.slice('ws:'.length) })),
]);

const postgresUrl = z
  .string()
  .trim()
  .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL');

const redisUrl = z
  .string()
  .trim()
  .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL');

/** A third-party script's address: https (http only on localhost, for development). */
const thirdPartyScriptUrl = z
  .string()
  .trim()
  .refine(
    (value) => scriptUrl(value) !== undefined,
    'must be an https:// URL (http:// only on localhost)',
  );

const DEFAULT_DATA_DIR = './data';

/** A wallet plug-in: `none`, `demo`, or `module:<file>` exporting a factory by default. */
const walletPlugin = z.union([
  z.enum(['none', 'demo']).transform((kind) => ({ kind })),
  z
    .string()
    .regex(/^module:\S+$/, 'must be "none", "demo" or "module:<file>"')
    .transform((value) => ({ kind: 'module' as const, path: value.slice('module:'.length) })),
]);
export type WalletPlugin = z.output<typeof walletPlugin>;

/** 32 bytes (AES-256) as 64 hex characters or as base64 / base64url; kept as hex. */
const encryptionKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const bytes = /^[0-9a-f]{64}$/i.test(value)
      ? Buffer.from(value, 'hex')
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
        ? Buffer.from(value, 'base64')
        : undefined;
    if (bytes?.length !== 32) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be 32 random bytes as 64 hex characters (openssl rand -hex 32) or base64',
      });
      return z.NEVER;
    }
    return bytes.toString('hex');
  });

/** The data folder alone, for tools that need nothing else from the configuration (server/cli). */
export function dataDirOf(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: postgresUrl.optional(),
  /** PGlite's buffer cache (PostgreSQL's shared_buffers), e.g. `16MB`; PGlite's own 128MB unless set. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .trim()
    .regex(/^[1-9][0-9]{0,5}(kB|MB|GB)$/, 'must be a size such as 16MB')
    .optional(),
  REDIS_URL: redisUrl.optional(),
  /** Prefix of the Redis keys of the trading command bus (several exchanges on one Redis). */
  TRADING_BUS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1-64 of A-Za-z0-9:_.-')
    .default('exch:trading:'),
  /** How long a process without the engine waits for the engine process's answer to a private call. */
  TRADING_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  MOBILE_SITE_HOST: z.string().trim().min(1).optional(),
  /**
   * Third-party scripts of every page, loaded once the page is interactive and allowed by the
   * CSP only when set (the web app's middleware and root layout read them; validated here).
   */
  SUPPORT_WIDGET_URL: thirdPartyScriptUrl.optional(),
  ANALYTICS_URL: thirdPartyScriptUrl.optional(),
  ANALYTICS_SITE_ID: z
    .string()
    .trim()
    .regex(ANALYTICS_SITE_ID_PATTERN, 'must be 1-100 of A-Za-z0-9._:-')
    .optional(),
  /**
   * Public pages (the route table's indexed pages and notices) are rendered once for everyone
   * and served from memory for this long, then refreshed in the background (0 turns it off).
   * Production only: in development every request renders.
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  MARKET_SIMULATION: onOff.default(true),
  /** Internal market makers and taker flow in the engine (on wherever the engine runs). */
  MARKET_MAKERS: onOff.default(true),
  INDEX_SOURCE: indexSource.default({ kind: 'simulator' }),
  /** Seed of the market simulator: same seed, same backfilled history. */
  SIMULATION_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(20_261_122),
  CANDLE_BACKFILL_DAYS: z.coerce.number().int().min(0).max(90).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FUTURES_API_PREFIX: prefix.default('/api/futures'),
  V2_API_PREFIX: prefix.default('/api/v2'),
  MARKET_API_PREFIX: prefix.default('/api/market'),
  SOCKET_PATH: prefix.default('/socket.io'),
  /** Serve the Next.js app from the same process; off for API-only processes and tests. */
  WEB: onOff.default(true),
  /** smtp(s)://user:pass@host:port — real e-mail delivery of verification codes. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default('Exchange <no-reply@exchange.local>'),
  /** SMS provider endpoint: receives POST { to, text } (bearer SMS_API_KEY when set). */
  SMS_WEBHOOK_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional(),
  SMS_API_KEY: z.string().trim().min(1).optional(),
  /**
   * Development delivery (codes kept in /api/dev/outbox, answered to loopback clients only): on
   * only when asked for; forced off when SMTP or SMS is configured.
   */
  DEV_DELIVERY: onOff.default(false),
  /** Approve KYC submissions at once (demo); off by default in production. */
  KYC_AUTO_APPROVE: onOff.optional(),
  /** The demo deposit endpoint (test funds for a one-machine demo); off unless asked for. */
  DEMO_DEPOSIT: onOff.default(false),
  /**
   * Which chain watcher reports deposits: `none`, `demo` (the simulated chain) or
   * `module:<file>` (an operator's watcher); default `demo` with DEMO_DEPOSIT=on, else `none`.
   */
  DEPOSIT_SOURCE: walletPlugin.optional(),
  /** Which processor sends withdrawals out (same forms as DEPOSIT_SOURCE). */
  WITHDRAWAL_PROCESSOR: walletPlugin.optional(),
  /** How long a demo-chain deposit takes to reach its confirmations. */
  DEMO_CHAIN_CONFIRM_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** How long the demo processor keeps a withdrawal in requested, then in processing. */
  DEMO_WITHDRAW_DELAY_MS: z.coerce.number().int().min(100).max(86_400_000).default(30_000),
  /** The referrer's share of a referred user's trading fees (a fraction, at most 1). */
  REFERRAL_COMMISSION_RATE: z
    .string()
    .trim()
    .regex(/^(0(\.\d{1,8})?|1(\.0{1,8})?)$/, 'must be a fraction from 0 to 1 such as 0.2')
    .default('0.2'),
  /** How often the engine process grants completed tasks, binds referrals and credits vouchers. */
  REWARDS_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  /** Withdrawals of at least this many USDT wait for the operator's approval. */
  WITHDRAW_APPROVAL_THRESHOLD: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a USDT amount such as 10000')
    .default('10000'),
  /** Request weight per address and minute of the Binance-compatible API (`/fapi`), as Binance's 2400. */
  BINANCE_WEIGHT_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(2400),
  /** Open realtime connections (socket.io and the Binance streams together) per client address. */
  REALTIME_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Request weight per address (and per session) and minute of the app's public routes. */
  PUBLIC_WEIGHT_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(6000),
  /** Multiplies every auth rate limit (an end-to-end suite signs everyone up from one address). */
  AUTH_LIMIT_SCALE: z.coerce.number().min(0.1).max(1000).default(1),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Encrypts API-key secrets at rest (AES-256-GCM); required in production posture. */
  API_KEY_ENCRYPTION_KEY: encryptionKey.optional(),
  /** Test seam: the slider's gap follows from this secret (only with DEV_DELIVERY, see auth/slider.ts). */
  SLIDER_TEST_SECRET: z.string().trim().min(16).optional(),
  /** Test seam: the process SIGKILLs itself after this many mirrored orders (ignored in production). */
  FOLLOW_TEST_CRASH_AFTER: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /**
   * scrypt's N for new password hashes (a power of two). Raising it is an operator's choice;
   * below the default only under NODE_ENV=test (see server/auth/password.ts).
   */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 ** 20)
    .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
    .optional(),
});

export type RawConfig = z.input<typeof configSchema>;

export interface ServerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's shared_buffers; undefined: PGlite's default. */
  pgliteSharedBuffers: string | undefined;
  redisUrl: string | undefined;
  /** With Redis: private calls from processes without the engine reach the engine process. */
  tradingBus: { prefix: string; timeoutMs: number };
  mobileSiteHost: string | undefined;
  /** The support messenger and the analytics tag; each undefined unless configured. */
  thirdPartyScripts: ThirdPartyScripts;
  /** Freshness of the shared page cache in ms; 0 when it is off (always off in development). */
  pageCacheTtlMs: number;
  marketSimulation: boolean;
  marketMakers: boolean;
  indexSource: { kind: 'simulator' } | { kind: 'ws'; url: string };
  simulationSeed: number;
  candleBackfillDays: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  prefixes: { futures: string; v2: string; market: string };
  socketPath: string;
  web: boolean;
  /** The demo deposit endpoint is served (`DEMO_DEPOSIT=on`, the demo run of scripts/start.sh). */
  demoDeposit: boolean;
  /** New-user rewards and referrals (server/services/rewards). */
  rewards: {
    /** Fraction text, e.g. `0.2`. */
    commissionRate: string;
    sweepMs: number;
  };
  /** Deposits and withdrawals (server/services/wallet). */
  wallet: {
    depositSource: WalletPlugin;
    withdrawalProcessor: WalletPlugin;
    demoChainConfirmMs: number;
    demoWithdrawDelayMs: number;
    /** USDT decimal text. */
    approvalThreshold: string;
  };
  /** Request weight per address and minute of the Binance-compatible API. */
  binanceWeightLimit: number;
  /** Open socket.io and Binance-stream connections per client address (IPv6: per /64). */
  realtimeConnectionsPerAddress: number;
  /** Request weight per address (and per session) and minute of the app's public routes. */
  publicWeightLimit: number;
  auth: {
    smtpUrl: string | undefined;
    mailFrom: string;
    smsWebhookUrl: string | undefined;
    smsApiKey: string | undefined;
    devDelivery: boolean;
    kycAutoApprove: boolean;
    sessionTtlMs: number;
    limitScale: number;
    sliderTestSecret: string | undefined;
    /** scrypt's N for new password hashes. */
    passwordHashCost: number;
    /**
     * API-key secrets' encryption key (hex). Undefined only outside production posture: the
     * server then uses a key generated once in the data folder (auth/api-key-crypto.ts).
     */
    apiKeyEncryptionKey: string | undefined;
  };
  /** Tests only (never in production): see services/follow (the restart test's seam). */
  followTestCrashAfter: number | undefined;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    // One issue, one line (what an operator reads in a service log); several, one line each.
    super(
      issues.length === 1
        ? `Invalid server configuration: ${issues[0]}`
        : `Invalid server configuration:\n  - ${issues.join('\n  - ')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Production with nowhere to send verification codes: refuse rather than fall back to the
 * development outbox, which would hold every sign-up, login and reset code of a public site.
 */
export const NO_DELIVERY_IN_PRODUCTION =
  'no delivery for verification codes in production: set SMTP_URL or SMS_WEBHOOK_URL, or DEV_DELIVERY=on for a demo on one machine';

/**
 * Production without an encryption key for API-key secrets: refuse rather than invent one, which
 * would sit next to the ciphertext it protects. A demo (DEV_DELIVERY=on, codes public anyway) may.
 */
export const NO_API_KEY_ENCRYPTION_KEY_IN_PRODUCTION =
  'API_KEY_ENCRYPTION_KEY is required in production: 32 random bytes as 64 hex characters (openssl rand -hex 32)';

export const WEAK_PASSWORD_HASH_OUTSIDE_TESTS = `PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} is allowed only with NODE_ENV=test`;

/** Reads the configuration from an env-like record; empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value;
  }
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const c = result.data;
  const prefixes = {
    futures: c.FUTURES_API_PREFIX,
    v2: c.V2_API_PREFIX,
    market: c.MARKET_API_PREFIX,
  };
  const all = [...Object.values(prefixes), c.SOCKET_PATH];
  if (new Set(all).size !== all.length) {
    throw new ConfigError(['FUTURES/V2/MARKET_API_PREFIX and SOCKET_PATH must all differ']);
  }
  if ((c.ANALYTICS_URL === undefined) !== (c.ANALYTICS_SITE_ID === undefined)) {
    throw new ConfigError(['ANALYTICS_URL and ANALYTICS_SITE_ID go together: set both or neither']);
  }
  const realDelivery = c.SMTP_URL !== undefined || c.SMS_WEBHOOK_URL !== undefined;
  if (c.NODE_ENV === 'production' && !realDelivery && !c.DEV_DELIVERY) {
    throw new ConfigError([NO_DELIVERY_IN_PRODUCTION]);
  }
  // Real delivery configured means no development outbox, whatever DEV_DELIVERY says.
  const devDelivery = !realDelivery && c.DEV_DELIVERY;
  if (c.NODE_ENV === 'production' && !devDelivery && c.API_KEY_ENCRYPTION_KEY === undefined) {
    throw new ConfigError([NO_API_KEY_ENCRYPTION_KEY_IN_PRODUCTION]);
  }
  const passwordHashCost = c.PASSWORD_HASH_COST ?? PASSWORD_HASH_COST;
  if (passwordHashCost < PASSWORD_HASH_COST && c.NODE_ENV !== 'test') {
    throw new ConfigError([WEAK_PASSWORD_HASH_OUTSIDE_TESTS]);
  }
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    pgliteSharedBuffers: c.PGLITE_SHARED_BUFFERS,
    redisUrl: c.REDIS_URL,
    tradingBus: { prefix: c.TRADING_BUS_PREFIX, timeoutMs: c.TRADING_CALL_TIMEOUT_MS },
    mobileSiteHost: c.MOBILE_SITE_HOST,
    thirdPartyScripts: thirdPartyScriptsOf({
      SUPPORT_WIDGET_URL: c.SUPPORT_WIDGET_URL,
      ANALYTICS_URL: c.ANALYTICS_URL,
      ANALYTICS_SITE_ID: c.ANALYTICS_SITE_ID,
    }),
    pageCacheTtlMs: c.NODE_ENV === 'production' ? c.PAGE_CACHE_TTL_MS : 0,
    marketSimulation: c.MARKET_SIMULATION,
    marketMakers: c.MARKET_MAKERS,
    indexSource: c.INDEX_SOURCE,
    simulationSeed: c.SIMULATION_SEED,
    candleBackfillDays: c.CANDLE_BACKFILL_DAYS,
    logLevel: c.LOG_LEVEL,
    prefixes,
    socketPath: c.SOCKET_PATH,
    web: c.WEB,
    demoDeposit: c.DEMO_DEPOSIT,
    rewards: {
      commissionRate: c.REFERRAL_COMMISSION_RATE,
      sweepMs: c.REWARDS_SWEEP_MS,
    },
    wallet: {
      depositSource: c.DEPOSIT_SOURCE ?? { kind: c.DEMO_DEPOSIT ? 'demo' : 'none' },
      withdrawalProcessor: c.WITHDRAWAL_PROCESSOR ?? { kind: c.DEMO_DEPOSIT ? 'demo' : 'none' },
      demoChainConfirmMs: c.DEMO_CHAIN_CONFIRM_MS,
      demoWithdrawDelayMs: c.DEMO_WITHDRAW_DELAY_MS,
      approvalThreshold: c.WITHDRAW_APPROVAL_THRESHOLD,
    },
    binanceWeightLimit: c.BINANCE_WEIGHT_LIMIT,
    realtimeConnectionsPerAddress: c.REALTIME_CONNECTIONS_PER_ADDRESS,
    publicWeightLimit: c.PUBLIC_WEIGHT_LIMIT,
    auth: {
      smtpUrl: c.SMTP_URL,
      mailFrom: c.MAIL_FROM,
      smsWebhookUrl: c.SMS_WEBHOOK_URL,
      smsApiKey: c.SMS_API_KEY,
      devDelivery,
      kycAutoApprove: c.KYC_AUTO_APPROVE ?? c.NODE_ENV !== 'production',
      sessionTtlMs: c.SESSION_TTL_HOURS * 3_600_000,
      limitScale: c.AUTH_LIMIT_SCALE,
      sliderTestSecret: c.SLIDER_TEST_SECRET,
      passwordHashCost,
      apiKeyEncryptionKey: c.API_KEY_ENCRYPTION_KEY,
    },
    followTestCrashAfter: c.NODE_ENV === 'production' ? undefined : c.FOLLOW_TEST_CRASH_AFTER,
  };
}
