CREATE TYPE "public"."candle_market" AS ENUM('future', 'spot');--> statement-breakpoint
CREATE TYPE "public"."candle_source" AS ENUM('simulated', 'index', 'trades');--> statement-breakpoint
CREATE TABLE "carousel_banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"dial_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"link_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_payments" (
	"position_id" bigint NOT NULL,
	"funding_time" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"position_quantity" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"engine_seq" bigint NOT NULL,
	CONSTRAINT "funding_payments_position_id_funding_time_pk" PRIMARY KEY("position_id","funding_time")
);
--> statement-breakpoint
CREATE TABLE "funding_rate_history" (
	"contract_id" integer NOT NULL,
	"funding_time" bigint NOT NULL,
	"funding_rate" numeric NOT NULL,
	"mark_price" numeric NOT NULL,
	"interval_hours" smallint NOT NULL,
	"engine_seq" bigint NOT NULL,
	CONSTRAINT "funding_rate_history_contract_id_funding_time_pk" PRIMARY KEY("contract_id","funding_time")
);
--> statement-breakpoint
CREATE TABLE "insurance_fund_history" (
	"contract_id" integer NOT NULL,
	"time" bigint NOT NULL,
	"balance" numeric NOT NULL,
	"change" numeric NOT NULL,
	"reason" text NOT NULL,
	"engine_seq" bigint NOT NULL,
	CONSTRAINT "insurance_fund_history_contract_id_engine_seq_pk" PRIMARY KEY("contract_id","engine_seq")
);
--> statement-breakpoint
CREATE TABLE "liquidation_history" (
	"liquidation_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"position_id" bigint NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"direction" smallint NOT NULL,
	"isolated" boolean NOT NULL,
	"trigger_price" numeric NOT NULL,
	"bankruptcy_price" numeric NOT NULL,
	"entry_price" numeric NOT NULL,
	"filled_quantity" numeric NOT NULL,
	"position_quantity" numeric NOT NULL,
	"position_equity" numeric NOT NULL,
	"maintenance_margin" numeric NOT NULL,
	"forfeit" numeric NOT NULL,
	"time" bigint NOT NULL,
	"engine_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"contract_id" integer NOT NULL,
	"position_id" bigint,
	"side" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"price" numeric,
	"trigger_price" numeric,
	"quantity" numeric NOT NULL,
	"filled_quantity" numeric NOT NULL,
	"average_fill_price" numeric,
	"fee" numeric NOT NULL,
	"reduce_only" boolean NOT NULL,
	"take_profit_price" numeric,
	"stop_loss_price" numeric,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"engine_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_history" (
	"position_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"account_type" smallint NOT NULL,
	"contract_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"isolated" boolean NOT NULL,
	"leverage" integer NOT NULL,
	"average_entry_price" numeric NOT NULL,
	"opened_quantity" numeric NOT NULL,
	"average_close_price" numeric,
	"closed_quantity" numeric NOT NULL,
	"realized_pnl" numeric NOT NULL,
	"funding_paid" numeric NOT NULL,
	"fees_paid" numeric NOT NULL,
	"opened_at" bigint NOT NULL,
	"last_closed_at" bigint,
	"engine_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_history" (
	"trade_id" bigint PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"taker_side" smallint NOT NULL,
	"maker_order_id" bigint NOT NULL,
	"taker_order_id" bigint NOT NULL,
	"maker_user_id" bigint NOT NULL,
	"taker_user_id" bigint NOT NULL,
	"maker_fee" numeric NOT NULL,
	"taker_fee" numeric NOT NULL,
	"time" bigint NOT NULL,
	"engine_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candles" (
	"market" "candle_market" NOT NULL,
	"instrument_id" integer NOT NULL,
	"period_ms" integer NOT NULL,
	"open_time" bigint NOT NULL,
	"open" numeric NOT NULL,
	"high" numeric NOT NULL,
	"low" numeric NOT NULL,
	"close" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"source" "candle_source" NOT NULL,
	CONSTRAINT "candles_market_instrument_id_period_ms_open_time_pk" PRIMARY KEY("market","instrument_id","period_ms","open_time")
);
--> statement-breakpoint
CREATE TABLE "server_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "funding_payments_user_time" ON "funding_payments" USING btree ("user_id","funding_time");--> statement-breakpoint
CREATE INDEX "insurance_fund_contract_time" ON "insurance_fund_history" USING btree ("contract_id","time");--> statement-breakpoint
CREATE INDEX "liquidation_history_user_time" ON "liquidation_history" USING btree ("user_id","time");--> statement-breakpoint
CREATE INDEX "order_history_user_time" ON "order_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "position_history_user_time" ON "position_history" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "trade_history_contract_time" ON "trade_history" USING btree ("contract_id","time");--> statement-breakpoint
CREATE INDEX "trade_history_maker_user" ON "trade_history" USING btree ("maker_user_id","time");--> statement-breakpoint
CREATE INDEX "trade_history_taker_user" ON "trade_history" USING btree ("taker_user_id","time");