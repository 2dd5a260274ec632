CREATE TABLE "account_ledger" (
	"engine_seq" bigint NOT NULL,
	"n" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"contract_id" integer,
	"order_id" bigint,
	"peer" text,
	"time" bigint NOT NULL,
	CONSTRAINT "account_ledger_engine_seq_n_pk" PRIMARY KEY("engine_seq","n")
);
--> statement-breakpoint
CREATE INDEX "account_ledger_user_time" ON "account_ledger" USING btree ("user_id","time");