CREATE TABLE "position_pnl_history" (
	"position_id" bigint NOT NULL,
	"engine_seq" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"contract_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"realized_pnl" numeric NOT NULL,
	"fees" numeric NOT NULL,
	"funding" numeric NOT NULL,
	"baseline" boolean DEFAULT false NOT NULL,
	CONSTRAINT "position_pnl_history_position_id_engine_seq_pk" PRIMARY KEY("position_id","engine_seq")
);
--> statement-breakpoint
ALTER TABLE "funding_payments" ADD COLUMN "account_type" smallint;--> statement-breakpoint
ALTER TABLE "liquidation_history" ADD COLUMN "account_type" smallint;--> statement-breakpoint
ALTER TABLE "liquidation_history" ADD COLUMN "hedge" boolean;--> statement-breakpoint
ALTER TABLE "liquidation_history" ADD COLUMN "taken_over_quantity" numeric;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "order_side" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "time_in_force" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "trigger_by" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "take_profit_limit_price" numeric;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "stop_loss_limit_price" numeric;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "client_order_id" text;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "parent_order_id" bigint;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "trade_history" ADD COLUMN "maker_realized_pnl" numeric;--> statement-breakpoint
ALTER TABLE "trade_history" ADD COLUMN "taker_realized_pnl" numeric;--> statement-breakpoint
CREATE INDEX "position_pnl_history_user_time" ON "position_pnl_history" USING btree ("user_id","time");--> statement-breakpoint
CREATE INDEX "order_history_user_order" ON "order_history" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE INDEX "order_history_user_client_order" ON "order_history" USING btree ("user_id","client_order_id");--> statement-breakpoint
CREATE INDEX "order_history_parent" ON "order_history" USING btree ("parent_order_id");--> statement-breakpoint
-- Trades written before 0006 could lack a user (the projection looked orders up after a filled maker's or before a new taker's order event): take it from the order.
UPDATE "trade_history" SET "maker_user_id" = o."user_id" FROM "order_history" o WHERE "trade_history"."maker_user_id" = 0 AND o."order_id" = "trade_history"."maker_order_id";--> statement-breakpoint
UPDATE "trade_history" SET "taker_user_id" = o."user_id" FROM "order_history" o WHERE "trade_history"."taker_user_id" = 0 AND o."order_id" = "trade_history"."taker_order_id";--> statement-breakpoint
UPDATE "funding_payments" SET "account_type" = p."account_type" FROM "position_history" p WHERE "funding_payments"."account_type" IS NULL AND p."position_id" = "funding_payments"."position_id";--> statement-breakpoint
UPDATE "liquidation_history" SET "account_type" = p."account_type" FROM "position_history" p WHERE "liquidation_history"."account_type" IS NULL AND p."position_id" = "liquidation_history"."position_id";
