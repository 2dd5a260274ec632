CREATE TABLE "step_ups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_key_hash" text;--> statement-breakpoint
ALTER TABLE "totp_used_codes" ADD COLUMN "secret_tag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "totp_used_codes" DROP CONSTRAINT "totp_used_codes_user_id_time_step_pk";--> statement-breakpoint
ALTER TABLE "totp_used_codes" ADD CONSTRAINT "totp_used_codes_user_id_secret_tag_time_step_pk" PRIMARY KEY("user_id","secret_tag","time_step");--> statement-breakpoint
CREATE INDEX "step_ups_user_idx" ON "step_ups" USING btree ("user_id");
