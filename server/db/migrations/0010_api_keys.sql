CREATE TABLE "api_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"api_key" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"permissions" text[] NOT NULL,
	"ip_allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "api_keys_permissions_check" CHECK ("api_keys"."permissions" <@ array['read', 'trade']::text[] and 'read' = any("api_keys"."permissions"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_api_key_key" ON "api_keys" USING btree ("api_key");--> statement-breakpoint
CREATE INDEX "api_keys_user_live_idx" ON "api_keys" USING btree ("user_id") WHERE "api_keys"."deleted_at" is null;