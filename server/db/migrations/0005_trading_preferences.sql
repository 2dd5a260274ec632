CREATE TABLE "trading_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"favorites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
