CREATE TABLE "booking_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	CONSTRAINT "booking_logs_kind_check" CHECK ("booking_logs"."kind" in ('BOOKED', 'HELD', 'UNHELD', 'PAID', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'RELEASED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "booking_logs" ADD CONSTRAINT "booking_logs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_logs_booking" ON "booking_logs" USING btree ("booking_id","at");