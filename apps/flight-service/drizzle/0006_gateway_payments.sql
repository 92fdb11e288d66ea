CREATE TABLE "gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint NOT NULL,
	"instrument" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"failure_reason" text,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_payments_status_check" CHECK ("gateway_payments"."status" in ('PENDING', 'SUCCESS', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "gateway_payments_user" ON "gateway_payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_one_pending" ON "gateway_payments" USING btree ("booking_id") WHERE "gateway_payments"."status" = 'PENDING';