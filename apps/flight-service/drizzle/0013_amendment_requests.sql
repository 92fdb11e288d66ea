CREATE TABLE "amendment_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"segments" jsonb NOT NULL,
	"correction" text,
	"remarks" text,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amendment_requests_type_check" CHECK ("amendment_requests"."type" in ('REISSUE', 'CLASS_CHANGE', 'NO_SHOW', 'CORRECTION', 'MISCELLANEOUS')),
	CONSTRAINT "amendment_requests_status_check" CHECK ("amendment_requests"."status" in ('REQUESTED'))
);
--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD CONSTRAINT "amendment_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amendment_requests_booking" ON "amendment_requests" USING btree ("booking_id");