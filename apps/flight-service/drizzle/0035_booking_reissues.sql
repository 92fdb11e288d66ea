CREATE TABLE "booking_reissues" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"trip_index" integer NOT NULL,
	"kind" text NOT NULL,
	"quoted_by" text NOT NULL,
	"old_trip" jsonb NOT NULL,
	"new_trip" jsonb NOT NULL,
	"new_claims" jsonb NOT NULL,
	"window" text NOT NULL,
	"lines" jsonb NOT NULL,
	"fare_difference" bigint NOT NULL,
	"change_fee" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"wallet" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "booking_reissues_kind_check" CHECK ("booking_reissues"."kind" in ('DATE_CHANGE', 'CLASS_CHANGE')),
	CONSTRAINT "booking_reissues_fee_check" CHECK ("booking_reissues"."change_fee" >= 0),
	CONSTRAINT "booking_reissues_status_check" CHECK (("booking_reissues"."status" = 'QUOTED' and "booking_reissues"."done_at" is null) or ("booking_reissues"."status" = 'DONE' and "booking_reissues"."done_at" is not null and "booking_reissues"."wallet" in ('DEPOSIT', 'CREDIT_LINE')))
);
--> statement-breakpoint
ALTER TABLE "booking_logs" DROP CONSTRAINT "booking_logs_kind_check";--> statement-breakpoint
ALTER TABLE "booking_reissues" ADD CONSTRAINT "booking_reissues_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reissues_booking" ON "booking_reissues" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "booking_logs" ADD CONSTRAINT "booking_logs_kind_check" CHECK ("booking_logs"."kind" in ('BOOKED', 'HELD', 'UNHELD', 'PAID', 'PAID_NOT_TICKETED', 'TICKETING_FAILED', 'TICKETED', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'RELEASED', 'CANCELLED', 'ADD_ONS_ADDED', 'REISSUED'));