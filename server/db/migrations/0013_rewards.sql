CREATE TABLE "bonus_settlements" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"change" text NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"time" bigint NOT NULL,
	"engine_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"channel_type" text NOT NULL,
	"channel_url" text NOT NULL,
	"audience_size" integer NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" bigint NOT NULL,
	"operator_note" text,
	"answered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_commissions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"contract_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"time" bigint NOT NULL,
	"engine_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"rate" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"bound_at" bigint
);
--> statement-breakpoint
CREATE TABLE "reward_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"max_leverage" integer NOT NULL,
	"valid_from" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"used_at" bigint,
	"attempt" integer DEFAULT 0 NOT NULL,
	"credited_at" bigint
);
--> statement-breakpoint
CREATE TABLE "tour_states" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"step" smallint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bonus_settlements_user" ON "bonus_settlements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "partner_applications_user" ON "partner_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "partner_applications_status" ON "partner_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_open_key" ON "partner_applications" USING btree ("user_id") WHERE "partner_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer" ON "referral_commissions" USING btree ("referrer_id","id");--> statement-breakpoint
CREATE INDEX "referral_commissions_user" ON "referral_commissions" USING btree ("referrer_id","user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_vouchers_user_task_key" ON "reward_vouchers" USING btree ("user_id","task_key");--> statement-breakpoint
CREATE INDEX "reward_vouchers_uncredited" ON "reward_vouchers" USING btree ("used_at") WHERE "reward_vouchers"."used_at" is not null and "reward_vouchers"."credited_at" is null;