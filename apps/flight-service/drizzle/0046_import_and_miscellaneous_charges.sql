CREATE TABLE "booking_imports" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miscellaneous_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"issued_by" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "miscellaneous_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "miscellaneous_charges_booking" ON "miscellaneous_charges" USING btree ("booking_id");