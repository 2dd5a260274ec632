ALTER TABLE "order_history" ADD COLUMN "oco_order_id" bigint;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "group_id" bigint;