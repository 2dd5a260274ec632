import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Accounts and sign-in (spec §1–6). Secrets never sit here in the clear: passwords are scrypt
 * hashes, session tokens and verification codes are SHA-256 digests. The authenticator secret has
 * to stay readable (the server recomputes codes from it), so it is the one exception.
 */

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email'),
    /** Dial code and national number, e.g. "+82" and "1012345678"; both null for e-mail users. */
    dialCode: text('dial_code'),
    phone: text('phone'),
    userName: text('user_name'),
    passwordHash: text('password_hash').notNull(),
    inviteCode: text('invite_code'),
    totpSecret: text('totp_secret'),
    /** Secret shown by guideGoogle but not yet bound by a valid code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** 0 none, 1 submitted, 2 approved (simpleStatus = 1), 3 rejected; the same for level 2. */
    kycLevel1: integer('kyc_level1').notNull().default(0),
    kycLevel2: integer('kyc_level2').notNull().default(0),
    residenceCountry: text('residence_country'),
    /** Withdrawal from a new device is blocked until then (24 h after a password change). */
    withdrawBlockedUntil: timestamp('withdraw_blocked_until', { withTimezone: true }),
    /** Shown in every e-mail the server sends to this user (4–20 letters or digits), or null. */
    antiPhishingCode: text('anti_phishing_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.dialCode, t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token (hex). */
    tokenHash: text('token_hash').primaryKey(),
    /**
     * What the session list calls it (32 random hex digits): neither the token nor its digest, so
     * naming a session to end it reveals nothing that opens it.
     */
    publicId: text('public_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The `device-id` header the client sent at log-in: its word only, never trusted for a rule. */
    deviceId: text('device_id'),
    /**
     * SHA-256 of the device credential the server issued to the browser that logged in (the
     * httpOnly `exch_device` cookie): what "a known device" means for the 24-hour withdrawal block.
     */
    deviceKeyHash: text('device_key_hash'),
    /** The client address at log-in (`request.ip`), the device described from its User-Agent, its language. */
    address: text('address'),
    device: text('device'),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last authenticated request, written at most once a minute per session and process. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
  ],
);

/**
 * Step-ups (issue 30): a session proved the password and the current second factor again; every
 * security change names one. Good for 5 minutes and for the session that made it only (the
 * session's token digest); a password or factor change deletes the user's step-ups.
 */
export const stepUps = pgTable(
  'step_ups',
  {
    /** SHA-256 of the step-up token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    /** SHA-256 of the session token that asked for it. */
    sessionHash: text('session_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('step_ups_user_idx').on(t.userId)],
);

/** Successful log-ins (and sign-ups, which log in), the newest 100 per user within 90 days. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** login | register */
    kind: text('kind').notNull(),
    /** The session it opened (its public id). */
    sessionId: text('session_id').notNull(),
    address: text('address').notNull(),
    device: text('device').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.id)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** register | login | recover | common | withdraw */
    purpose: text('purpose').notNull(),
    /** Normalised e-mail or "+<dial><number>". */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target)],
);

/** Authenticator codes already accepted, so a code is never accepted twice (RFC 6238 §5.2). */
export const totpUsedCodes = pgTable(
  'totp_used_codes',
  {
    userId: integer('user_id').notNull(),
    /**
     * Which secret the code came from (the first 16 hex digits of its SHA-256): the old app's code
     * that proved a step-up must not make the new app's code of the same 30 s refused.
     */
    secretTag: text('secret_tag').notNull().default(''),
    timeStep: integer('time_step').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.secretTag, t.timeStep] })],
);

/** Short-lived tickets between the steps of login and password recovery. */
export const authTickets = pgTable('auth_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  /** login | recover | reset */
  kind: text('kind').notNull(),
  userId: integer('user_id').notNull(),
  /** email | sms | google: the second factor demanded. */
  factor: text('factor').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    level: integer('level').notNull(),
    realName: text('real_name'),
    country: text('country'),
    idNumber: text('id_number'),
    /** Paths of the stored document images, relative to the data folder. */
    documents: text('documents').array(),
    /** pending | approved | rejected | replaced (a correction sent before the review) */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('kyc_submissions_user_idx').on(t.userId)],
);

export const futuresAccounts = pgTable('futures_accounts', {
  userId: integer('user_id').primaryKey(),
  riskAccepted: boolean('risk_accepted').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
});
