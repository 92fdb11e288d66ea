CREATE TABLE "simulated_airline_refusals" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "simulated_airline_refusals_remaining_check" CHECK ("simulated_airline_refusals"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_logs" DROP CONSTRAINT "booking_logs_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ticketing_failure_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ticketing_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulated_airline_refusals" ADD CONSTRAINT "simulated_airline_refusals_booking_id_reviews_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_logs" ADD CONSTRAINT "booking_logs_kind_check" CHECK ("booking_logs"."kind" in ('BOOKED', 'HELD', 'UNHELD', 'PAID', 'PAID_NOT_TICKETED', 'TICKETING_FAILED', 'TICKETED', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'RELEASED', 'CANCELLED'));