CREATE TABLE "demo_deposit_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "demo_deposit_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
