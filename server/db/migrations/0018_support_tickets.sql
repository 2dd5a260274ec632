CREATE TABLE "support_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_id" bigint,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_reference_key" ON "support_tickets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_tickets_status_created" ON "support_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_user" ON "support_tickets" USING btree ("user_id");