CREATE SEQUENCE "public"."ticket_serials" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"pnrs" jsonb NOT NULL,
	"passengers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"pay_by" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Success', 'On Hold', 'Pending', 'CANCELLED', 'REISSUED', 'VOIDED', 'NO_SHOW'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pax_info" jsonb NOT NULL,
	"trips" jsonb NOT NULL,
	"seat_claims" jsonb NOT NULL,
	"is_domestic" boolean NOT NULL,
	"total" bigint NOT NULL,
	"first_departure" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_counters" (
	"flight_number" text NOT NULL,
	"flight_date" text NOT NULL,
	"cabin_class" text NOT NULL,
	"booking_class" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seat_counters_flight_number_flight_date_cabin_class_booking_class_pk" PRIMARY KEY("flight_number","flight_date","cabin_class","booking_class"),
	CONSTRAINT "seat_counters_sold_check" CHECK ("seat_counters"."sold" >= 0 and "seat_counters"."sold" <= "seat_counters"."capacity")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_id_reviews_id_fk" FOREIGN KEY ("id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_user" ON "reviews" USING btree ("user_id");