import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PARTNER_STATUSES } from '../../lib/contract/wire/rewards';

/**
 * New-user rewards, referrals, the partner programme and the guided tour (issue 17). Amounts are
 * USDT in the engine's minor units (1e-8) as bigint; times are epoch milliseconds. Money moves
 * only in the engine: a voucher is a promise until it is used (`grantBonus` with the reference
 * `voucher:<id>`), a commission is the engine's own fee split, projected here from its events.
 */

/**
 * Vouchers, one per user and task (the unique key makes a task's reward exactly once, whatever
 * runs at the same time or again after a restart). `used_at` is set by one conditional update
 * when the user uses it; `credited_at` once the engine's grant is durable (a row used but not
 * credited is credited again, with the same reference, at start and by the sweep; refused, it is
 * available again).
 */
export const rewardVouchers = pgTable(
  'reward_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** The task that granted it (`services/rewards/tasks.ts`). */
    taskKey: text('task_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    maxLeverage: integer('max_leverage').notNull(),
    validFrom: bigint('valid_from', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
    /** Uses claimed so far: the engine reference is `voucher:<id>:<attempt>` (a refused use may be retried). */
    attempt: integer('attempt').notNull().default(0),
    creditedAt: bigint('credited_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('reward_vouchers_user_task_key').on(t.userId, t.taskKey),
    index('reward_vouchers_uncredited')
      .on(t.usedAt)
      .where(sql`${t.usedAt} is not null and ${t.creditedAt} is null`),
  ],
);

/** Each user's own invite code, made on first ask. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/**
 * Who referred whom: bound from the invite code the user signed up with (`users.invite_code`).
 * `rate` is the referrer's share of the user's fees (× 1e8) when bound; `bound_at` once the
 * engine's `setReferrer` is durable.
 */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: integer('referee_id').primaryKey(),
    referrerId: integer('referrer_id').notNull(),
    rate: bigint('rate', { mode: 'bigint' }).notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    boundAt: bigint('bound_at', { mode: 'number' }),
  },
  (t) => [index('referrals_referrer').on(t.referrerId, t.createdAt)],
);

/** Commissions as the engine credited them (projected from `referralCommission` events). */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    /** engine sequence × 1000 + the event's place in its command. */
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'bigint' }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    accountType: smallint('account_type').notNull(),
    contractId: integer('contract_id').notNull(),
    orderId: bigint('order_id', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
    engineSeq: bigint('engine_seq', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('referral_commissions_referrer').on(t.referrerId, t.id),
    index('referral_commissions_user').on(t.referrerId, t.userId),
  ],
);

/** Trial fund settlements (`bonus` events): profit moved, loss absorbed, reclaimed. */
export const bonusSettlements = pgTable(
  'bonus_settlements',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    accountType: smallint('account_type').notNull(),
    change: text('change').notNull(),
    reason: text('reason').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
    engineSeq: bigint('engine_seq', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('bonus_settlements_user').on(t.userId, t.id)],
);

export { PARTNER_STATUSES };
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** Applications to the partner programme, answered by the operator (`server/cli/partner.ts`). */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    status: text('status').$type<PartnerStatus>().notNull().default('pending'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    channelType: text('channel_type').notNull(),
    channelUrl: text('channel_url').notNull(),
    audienceSize: integer('audience_size').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    operatorNote: text('operator_note'),
    answeredAt: bigint('answered_at', { mode: 'number' }),
  },
  (t) => [
    index('partner_applications_user').on(t.userId, t.id),
    index('partner_applications_status').on(t.status, t.id),
    // One open application per user: a double submit answers "already open".
    uniqueIndex('partner_applications_open_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The futures screen's guided tour, per user. */
export const tourStates = pgTable('tour_states', {
  userId: integer('user_id').primaryKey(),
  /** `new` (show it), `seen` (started), `skipped`, `completed`. */
  status: text('status').notNull(),
  /** The last step shown (0–4). */
  step: smallint('step').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});
