CREATE TABLE "follow_trades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follow_id" bigint NOT NULL,
	"follower_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"leader_seq" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"action" text NOT NULL,
	"direction" integer NOT NULL,
	"leader_lots" bigint NOT NULL,
	"leader_size_before" bigint NOT NULL,
	"leader_equity" bigint,
	"follower_equity" bigint,
	"follower_size_before" bigint,
	"proportional_lots" bigint NOT NULL,
	"cap_lots" bigint,
	"lots" bigint NOT NULL,
	"mark_price" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"code" integer,
	"order_id" bigint,
	"client_order_id" text NOT NULL,
	"filled_lots" bigint,
	"average_price" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"follower_id" integer NOT NULL,
	"leader_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"trade_cap" bigint NOT NULL,
	"status" text NOT NULL,
	"start_seq" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"stopped_at" bigint,
	"returned" bigint,
	"stop_reason" text
);
--> statement-breakpoint
CREATE TABLE "lead_traders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"stopped_at" bigint,
	"pnl_30d" bigint DEFAULT 0 NOT NULL,
	"roi_30d" numeric,
	"win_rate" numeric,
	"wins" integer DEFAULT 0 NOT NULL,
	"closed_positions" integer DEFAULT 0 NOT NULL,
	"max_drawdown" numeric DEFAULT '0' NOT NULL,
	"equity" bigint DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"daily" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stats_at" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "follow_trades_client_order_key" ON "follow_trades" USING btree ("follow_id","client_order_id");--> statement-breakpoint
CREATE INDEX "follow_trades_follower" ON "follow_trades" USING btree ("follower_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_one_open" ON "follows" USING btree ("follower_id") WHERE "follows"."status" <> 'stopped';--> statement-breakpoint
CREATE INDEX "follows_leader_active" ON "follows" USING btree ("leader_id") WHERE "follows"."status" = 'active';--> statement-breakpoint
CREATE INDEX "follows_follower" ON "follows" USING btree ("follower_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_traders_nickname_key" ON "lead_traders" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "lead_traders_status_roi" ON "lead_traders" USING btree ("status","roi_30d");