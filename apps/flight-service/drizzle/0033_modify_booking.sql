CREATE TABLE "booking_modifications" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"quoted_by" text NOT NULL,
	"added" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"wallet" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "booking_modifications_amount_check" CHECK ("booking_modifications"."amount" >= 0),
	CONSTRAINT "booking_modifications_status_check" CHECK (("booking_modifications"."status" = 'QUOTED' and "booking_modifications"."paid_at" is null) or ("booking_modifications"."status" = 'PAID' and "booking_modifications"."paid_at" is not null and "booking_modifications"."wallet" in ('DEPOSIT', 'CREDIT_LINE')))
);
--> statement-breakpoint
ALTER TABLE "booking_logs" DROP CONSTRAINT "booking_logs_kind_check";--> statement-breakpoint
ALTER TABLE "booking_modifications" ADD CONSTRAINT "booking_modifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_modifications_booking" ON "booking_modifications" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "booking_logs" ADD CONSTRAINT "booking_logs_kind_check" CHECK ("booking_logs"."kind" in ('BOOKED', 'HELD', 'UNHELD', 'PAID', 'PAID_NOT_TICKETED', 'TICKETING_FAILED', 'TICKETED', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'RELEASED', 'CANCELLED', 'ADD_ONS_ADDED'));