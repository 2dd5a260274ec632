import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Language } from '../../../lib/contract/wire/language';
import {
  PARTNER_CHANNELS,
  type WireCommissionPage,
  type WireCommissionPageInput,
  type WireInviteePage,
  type WireInviteePageInput,
  type WirePartnerApplication,
  type WirePartnerApplyInput,
  type WirePartnerList,
  type WireReferralInfo,
} from '../../../lib/contract/wire/rewards';
import { wordOf } from '../../../lib/contract/wire/words';
import { accountTypeOf } from '../../../lib/contract/wire/accounts';
import {
  partnerApplications,
  referralCodes,
  referralCommissions,
  referrals,
} from '../../db/schema';
import { formatScaled, formatUsdt } from '../../engine';
import { engineUnavailable, requireEngine } from '../trading/trading-error';
import { RewardsCode, RewardsError } from './rewards-errors';
import type { RewardsDeps } from './voucher-service';

/** Invite codes: 8 of these (no 0/O, 1/I/L), e.g. `K7M2QX9P`. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `ab***@g***.com`, `+82 10****78`: enough for the referrer to recognise, nothing more. */
export function maskAccount(
  email: string | null,
  dialCode: string | null,
  phone: string | null,
): string {
  if (email) {
    const [local = '', domain = ''] = email.split('@');
    const dot = domain.lastIndexOf('.');
    const tld = dot >= 0 ? domain.slice(dot) : '';
    return `${local.slice(0, 2)}***@${domain.slice(0, 1)}***${tld}`;
  }
  if (phone) return `${dialCode ?? ''} ${phone.slice(0, 2)}****${phone.slice(-2)}`.trim();
  return '***';
}

type PartnerRow = typeof partnerApplications.$inferSelect;

export function partnerView(row: PartnerRow): WirePartnerApplication {
  return {
    id: row.id,
    status: row.status,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    channelType: wordOf(PARTNER_CHANNELS, row.channelType, 'partner channel'),
    channelUrl: row.channelUrl,
    audienceSize: row.audienceSize,
    message: row.message,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
    answer: row.operatorNote,
  };
}

/**
 * Referral: each user's invite code, who signed up with it (bound to the engine, which then gives
 * the referrer `rate` of the user's fees by its fee path), the commissions as the engine credited
 * them, and applications to the partner programme.
 */
export class ReferralService {
  constructor(
    private readonly deps: RewardsDeps,
    /** The referrer's share of a referred user's fees for new referrals (× 1e8). */
    private readonly rate: bigint,
  ) {}

  /** The user's invite code, made on first ask (a collision draws another one). */
  async code(userId: number): Promise<string> {
    const { db } = this.deps.database;
    for (let attempt = 0; attempt < 5; attempt++) {
      const [mine] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId));
      if (mine) return mine.code;
      await db
        .insert(referralCodes)
        .values({ userId, code: newInviteCode(), createdAt: this.deps.now() })
        .onConflictDoNothing();
    }
    throw new Error(`no invite code could be made for user ${userId}`);
  }

  /** `referral/info`. */
  async info(userId: number): Promise<WireReferralInfo> {
    const inviteCode = await this.code(userId);
    const [totals] = await this.deps.database.query<{
      referred: string | number;
      commission: string | null;
      fills: string | number;
    }>(
      `select (select count(*) from referrals where referrer_id = $1) as referred,
              (select sum(commission) from referral_commissions where referrer_id = $1) as commission,
              (select count(*) from referral_commissions where referrer_id = $1) as fills`,
      [userId],
    );
    return {
      inviteCode,
      invitePath: `/sign-up?inviteCode=${inviteCode}`,
      commissionRate: formatScaled(this.rate, 8),
      referredCount: Number(totals?.referred ?? 0),
      totalCommission: formatUsdt(BigInt(totals?.commission ?? 0)),
      commissionCount: Number(totals?.fills ?? 0),
      currency: 'USDT',
    };
  }

  /** `referral/invitees`: the users who signed up with the caller's code, newest first. */
  async invitees(userId: number, page: WireInviteePageInput): Promise<WireInviteePage> {
    const rows = await this.deps.database.query<{
      referee_id: number | string;
      email: string | null;
      dial_code: string | null;
      phone: string | null;
      created_at: string | number;
      kyc: boolean;
      commission: string | null;
    }>(
      `select r.referee_id, u.email, u.dial_code, u.phone, r.created_at, u.kyc_level1 = 2 as kyc,
              (select sum(c.commission) from referral_commissions c
                where c.referrer_id = r.referrer_id and c.user_id = r.referee_id) as commission
         from referrals r join users u on u.id = r.referee_id
        where r.referrer_id = $1 and ($2::bigint is null or r.referee_id < $2)
        order by r.referee_id desc limit $3`,
      [userId, page.cursor ?? null, page.limit + 1],
    );
    const more = rows.length > page.limit;
    const list = rows.slice(0, page.limit);
    return {
      list: list.map((r) => ({
        account: maskAccount(r.email, r.dial_code, r.phone),
        joinedAt: Number(r.created_at),
        kycVerified: r.kyc,
        commission: formatUsdt(BigInt(r.commission ?? 0)),
      })),
      nextCursor: more ? Number(list[list.length - 1]?.referee_id) : null,
    };
  }

  /** `referral/commissions`: what the engine credited the caller, newest first. */
  async commissions(userId: number, page: WireCommissionPageInput): Promise<WireCommissionPage> {
    const { db } = this.deps.database;
    const rows = await db
      .select({
        id: referralCommissions.id,
        time: referralCommissions.time,
        userId: referralCommissions.userId,
        contractId: referralCommissions.contractId,
        accountType: referralCommissions.accountType,
        fee: referralCommissions.fee,
        commission: referralCommissions.commission,
      })
      .from(referralCommissions)
      .where(
        and(
          eq(referralCommissions.referrerId, BigInt(userId)),
          page.cursor === undefined ? undefined : lt(referralCommissions.id, BigInt(page.cursor)),
        ),
      )
      .orderBy(desc(referralCommissions.id))
      .limit(page.limit + 1);
    const more = rows.length > page.limit;
    const list = rows.slice(0, page.limit);
    const accounts = await this.maskedAccounts(list.map((r) => Number(r.userId)));
    return {
      list: list.map((r) => ({
        id: r.id.toString(),
        time: r.time,
        account: accounts.get(Number(r.userId)) ?? '***',
        contractId: r.contractId,
        accountType: accountTypeOf(r.accountType),
        fee: formatUsdt(r.fee),
        commission: formatUsdt(r.commission),
      })),
      nextCursor: more ? (list[list.length - 1]?.id.toString() ?? null) : null,
    };
  }

  private async maskedAccounts(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.deps.database.query<{
      id: number | string;
      email: string | null;
      dial_code: string | null;
      phone: string | null;
    }>(`select id, email, dial_code, phone from users where id = any($1::bigint[])`, [unique]);
    return new Map(rows.map((r) => [Number(r.id), maskAccount(r.email, r.dial_code, r.phone)]));
  }

  /**
   * Binds users who signed up with an invite code (`users.invite_code`, any case) to the code's
   * owner, if the code existed when they signed up, then tells the engine about every binding it
   * does not know yet (`setReferrer`, the same again is harmless), at start and by the sweep.
   */
  async bind(): Promise<number> {
    const now = this.deps.now();
    await this.deps.database.query(
      `insert into referrals (referee_id, referrer_id, rate, created_at)
       select u.id, c.user_id, $1, $2
         from users u join referral_codes c on c.code = upper(trim(u.invite_code))
        where u.invite_code is not null and c.user_id <> u.id
          and c.created_at <= (extract(epoch from u.created_at) * 1000)::bigint
          and not exists (select 1 from referrals r where r.referee_id = u.id)
       on conflict do nothing`,
      [this.rate.toString(), now],
    );
    const { db } = this.deps.database;
    const unbound = await db.select().from(referrals).where(isNull(referrals.boundAt)).limit(500);
    if (unbound.length === 0) return 0;
    const host = requireEngine(this.deps.host());
    for (const r of unbound) {
      const applied = host.submit({
        kind: 'setReferrer',
        ts: this.deps.now(),
        userId: r.refereeId,
        referrerId: r.referrerId,
        rate: r.rate,
      });
      if (!applied) throw engineUnavailable();
      await applied.durable;
      if (!applied.result.ok)
        this.deps.log.warn({ referral: r, code: applied.result.code }, 'referral refused');
      await db
        .update(referrals)
        .set({ boundAt: this.deps.now() })
        .where(eq(referrals.refereeId, r.refereeId));
    }
    this.deps.log.info({ bound: unbound.length }, 'referrals bound to the engine');
    return unbound.length;
  }

  /** `referral/partner/apply`: one open application per user. */
  async apply(
    userId: number,
    input: WirePartnerApplyInput,
    language: Language,
  ): Promise<WirePartnerApplication> {
    const { db } = this.deps.database;
    const [row] = await db
      .insert(partnerApplications)
      .values({ userId, ...input, language, createdAt: this.deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [open] = await db
        .select({ id: partnerApplications.id })
        .from(partnerApplications)
        .where(
          and(eq(partnerApplications.userId, userId), eq(partnerApplications.status, 'pending')),
        );
      throw new RewardsError(RewardsCode.partnerApplicationOpen, language, {
        id: open?.id ?? null,
      });
    }
    return partnerView(row);
  }

  /** `referral/partner`: the caller's applications, newest first. */
  async applications(userId: number): Promise<WirePartnerList> {
    const rows = await this.deps.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.userId, userId))
      .orderBy(desc(partnerApplications.id))
      .limit(20);
    return { list: rows.map(partnerView) };
  }

  /** Operator: the applications waiting for an answer, oldest first. */
  async pendingApplications() {
    return this.deps.database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.status, 'pending'))
      .orderBy(partnerApplications.id)
      .limit(200);
  }

  /** Operator: accepts or rejects a pending application (undefined when none is pending). */
  async answer(id: number, status: 'accepted' | 'rejected', note: string | null) {
    const [row] = await this.deps.database.db
      .update(partnerApplications)
      .set({ status, operatorNote: note, answeredAt: this.deps.now() })
      .where(and(eq(partnerApplications.id, id), eq(partnerApplications.status, 'pending')))
      .returning();
    return row;
  }
}
