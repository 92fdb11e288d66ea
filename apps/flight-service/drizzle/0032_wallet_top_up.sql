CREATE TABLE "wallet_top_ups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"credited_by" text,
	"credited_at" timestamp with time zone,
	CONSTRAINT "wallet_top_ups_credited_by_unique" UNIQUE("credited_by"),
	CONSTRAINT "wallet_top_ups_wallet_check" CHECK ("wallet_top_ups"."wallet" in ('DEPOSIT', 'TJ_CASH')),
	CONSTRAINT "wallet_top_ups_amount_check" CHECK ("wallet_top_ups"."amount" > 0),
	CONSTRAINT "wallet_top_ups_status_check" CHECK (("wallet_top_ups"."status" = 'OPEN' and "wallet_top_ups"."credited_by" is null) or ("wallet_top_ups"."status" = 'CREDITED' and "wallet_top_ups"."credited_by" is not null and "wallet_top_ups"."credited_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "top_up_id" text;--> statement-breakpoint
CREATE INDEX "wallet_top_ups_user" ON "wallet_top_ups" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_top_up_in_flight" ON "gateway_payments" USING btree ("top_up_id") WHERE "gateway_payments"."status" in ('OTP_REQUIRED', 'PENDING');--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_pays_for_check" CHECK (("gateway_payments"."booking_id" is null) <> ("gateway_payments"."top_up_id" is null));