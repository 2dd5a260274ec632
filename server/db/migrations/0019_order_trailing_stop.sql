ALTER TABLE "order_history" ADD COLUMN "callback_rate" numeric;--> statement-breakpoint
ALTER TABLE "order_history" ADD COLUMN "activation_price" numeric;