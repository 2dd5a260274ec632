DROP INDEX "order_history_user_order";--> statement-breakpoint
DROP INDEX "order_history_user_client_order";--> statement-breakpoint
DROP INDEX "order_history_parent";--> statement-breakpoint
CREATE INDEX "order_history_user_client_order" ON "order_history" USING btree ("user_id","client_order_id") WHERE "order_history"."client_order_id" is not null;--> statement-breakpoint
CREATE INDEX "order_history_parent" ON "order_history" USING btree ("parent_order_id") WHERE "order_history"."parent_order_id" is not null;