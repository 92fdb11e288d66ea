CREATE TABLE "fare_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" text NOT NULL,
	"name" text NOT NULL,
	"cabins" jsonb NOT NULL,
	"max_trip_fare" bigint,
	"advance_purchase_days" integer,
	"refundable_only" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fare_policy_assignments" (
	"user_id" text PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "policy_breaches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fare_policy_assignments" ADD CONSTRAINT "fare_policy_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_policy_assignments" ADD CONSTRAINT "fare_policy_assignments_policy_id_fare_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."fare_policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fare_policies_partner" ON "fare_policies" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "fare_policy_assignments_policy" ON "fare_policy_assignments" USING btree ("policy_id");