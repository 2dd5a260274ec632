import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Where an application stands; `pending` and `in_review` are open, the other two are answers. */
export const LISTING_STATUSES = ['pending', 'in_review', 'accepted', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * Listing applications sent by project teams from the public form (`POST {v2}/public/listing/apply`)
 * and answered by an operator (`server/cli/listing.ts`). The contact e-mail is stored lower-case and
 * an EVM contract address lower-case, so the duplicate rule below compares what matters.
 */
export const listingApplications = pgTable(
  'listing_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the applicant and the operator quote: `LA-2026-7K3M9Q` (year and 6 random characters). */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ListingStatus>().notNull().default('pending'),
    projectName: text('project_name').notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    /** A network id of the form's list (`ethereum`, `bsc`, `solana`, … `other`). */
    chain: text('chain').notNull(),
    contractAddress: text('contract_address').notNull(),
    website: text('website').notNull(),
    whitepaperUrl: text('whitepaper_url'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    telegram: text('telegram'),
    /** The applicant's estimates in USD (decimal strings), not checked by anyone. */
    marketCapUsd: numeric('market_cap_usd', { precision: 20, scale: 2 }),
    dailyVolumeUsd: numeric('daily_volume_usd', { precision: 20, scale: 2 }),
    description: text('description').notNull(),
    /** Interface language of the applicant (en, ko, ja, zh-hant): every e-mail goes out in it. */
    language: text('language').notNull(),
    /** When the confirmation e-mail was handed to delivery; null when it could not be sent. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    operatorNote: text('operator_note'),
    /** The operator's last answer (in review, accepted or rejected). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('listing_applications_reference_key').on(t.reference),
    index('listing_applications_status_created').on(t.status, t.createdAt),
    index('listing_applications_created').on(t.createdAt),
    // One open application per token and contact: a double submit or a resend answers "already
    // open" instead of a second row; once answered, the team may apply again.
    uniqueIndex('listing_applications_open_key')
      .on(t.tokenSymbol, t.contractAddress, t.contactEmail)
      .where(sql`${t.status} in ('pending', 'in_review')`),
    check(
      'listing_applications_status_check',
      sql`${t.status} in ('pending', 'in_review', 'accepted', 'rejected')`,
    ),
  ],
);
