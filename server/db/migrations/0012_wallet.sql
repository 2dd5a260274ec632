CREATE TABLE "deposit_addresses" (
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "deposit_addresses_user_id_network_pk" PRIMARY KEY("user_id","network")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"tx_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"confirmations" integer NOT NULL,
	"required_confirmations" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"credited_at" bigint
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"engine_seq" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_wallet" text,
	"to_wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"label" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"approved_at" bigint,
	"tx_id" text,
	"reason" text,
	"refund_state" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_key" ON "deposit_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_tx_key" ON "deposits" USING btree ("network","tx_id");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_time" ON "wallet_ledger" USING btree ("user_id","time");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_addresses_key" ON "withdraw_addresses" USING btree ("user_id","network","address");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");