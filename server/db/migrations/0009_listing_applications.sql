CREATE TABLE "listing_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"project_name" text NOT NULL,
	"token_symbol" text NOT NULL,
	"chain" text NOT NULL,
	"contract_address" text NOT NULL,
	"website" text NOT NULL,
	"whitepaper_url" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"telegram" text,
	"market_cap_usd" numeric(20, 2),
	"daily_volume_usd" numeric(20, 2),
	"description" text NOT NULL,
	"language" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"operator_note" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "listing_applications_status_check" CHECK ("listing_applications"."status" in ('pending', 'in_review', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listing_applications_reference_key" ON "listing_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "listing_applications_status_created" ON "listing_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_applications_created" ON "listing_applications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_applications_open_key" ON "listing_applications" USING btree ("token_symbol","contract_address","contact_email") WHERE "listing_applications"."status" in ('pending', 'in_review');