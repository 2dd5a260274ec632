ALTER TABLE "candles" ADD COLUMN "last_trade_time" bigint;--> statement-breakpoint
ALTER TABLE "candles" ADD COLUMN "trades_at_last_time" integer;