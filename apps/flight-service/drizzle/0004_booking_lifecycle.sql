CREATE TABLE "amendments" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"lines" jsonb NOT NULL,
	"refund" bigint NOT NULL,
	"wallet" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amendments_type_check" CHECK ("amendments"."type" in ('CANCELLATION'))
);
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amendments_booking" ON "amendments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_unpaid_pay_by" ON "bookings" USING btree ("pay_by") WHERE "bookings"."status" in ('Pending', 'On Hold');