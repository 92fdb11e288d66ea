CREATE TABLE "seat_assignments" (
	"booking_id" text NOT NULL,
	"segment_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"trip_index" integer NOT NULL,
	"flight_number" text NOT NULL,
	"flight_date" text NOT NULL,
	"seat_no" text NOT NULL,
	CONSTRAINT "seat_assignments_booking_id_segment_id_passenger_index_pk" PRIMARY KEY("booking_id","segment_id","passenger_index"),
	CONSTRAINT "seat_assignments_seat" UNIQUE("flight_number","flight_date","seat_no")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;