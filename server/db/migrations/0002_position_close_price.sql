ALTER TABLE "position_history" ADD COLUMN "opened_lots" bigint;--> statement-breakpoint
ALTER TABLE "position_history" ADD COLUMN "opened_lot_ticks" numeric;--> statement-breakpoint
ALTER TABLE "position_history" ADD COLUMN "closed_lots" bigint;--> statement-breakpoint
ALTER TABLE "position_history" ADD COLUMN "closed_lot_ticks" numeric;--> statement-breakpoint
ALTER TABLE "position_history" ADD COLUMN "remaining_cost" numeric;