CREATE TABLE "baggage_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"passenger_id" text NOT NULL,
	"segment_id" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"filed_by" text NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "baggage_claims_reason_check" CHECK ("baggage_claims"."reason" in ('LOST', 'DELAYED', 'DAMAGED')),
	CONSTRAINT "baggage_claims_status_check" CHECK ("baggage_claims"."status" in ('Submitted')),
	CONSTRAINT "baggage_claims_amount_check" CHECK ("baggage_claims"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD CONSTRAINT "baggage_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baggage_claims_one_per_passenger_flight" ON "baggage_claims" USING btree ("booking_id","passenger_id","segment_id");--> statement-breakpoint
CREATE INDEX "baggage_claims_booking" ON "baggage_claims" USING btree ("booking_id","filed_at");