CREATE TABLE "customer_journey_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"show_price" boolean NOT NULL,
	"shared_by" text NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "customer_journey_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD COLUMN "journey_share_id" text;--> statement-breakpoint
ALTER TABLE "customer_journey_shares" ADD CONSTRAINT "customer_journey_shares_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_journey_shares_live" ON "customer_journey_shares" USING btree ("booking_id") WHERE "customer_journey_shares"."revoked_at" is null;