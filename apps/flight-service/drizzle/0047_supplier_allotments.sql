CREATE TABLE "supplier_allotments" (
	"load_id" text NOT NULL,
	"row" integer NOT NULL,
	"flight_number" text NOT NULL,
	"flight_date" text NOT NULL,
	"cabin_class" text NOT NULL,
	"booking_class" text NOT NULL,
	"seats" integer NOT NULL,
	"base_fare" bigint NOT NULL,
	"taxes" bigint NOT NULL,
	CONSTRAINT "supplier_allotments_seats_check" CHECK ("supplier_allotments"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_loads" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_user_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"airline" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'ON_SALE' NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_loads_status_check" CHECK ("supplier_loads"."status" in ('ON_SALE', 'WITHDRAWN'))
);
--> statement-breakpoint
ALTER TABLE "supplier_allotments" ADD CONSTRAINT "supplier_allotments_load_id_supplier_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."supplier_loads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_loads" ADD CONSTRAINT "supplier_loads_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_allotments_day_flight" ON "supplier_allotments" USING btree ("flight_date","flight_number");--> statement-breakpoint
CREATE INDEX "supplier_allotments_load" ON "supplier_allotments" USING btree ("load_id","row");--> statement-breakpoint
CREATE INDEX "supplier_loads_partner_loaded" ON "supplier_loads" USING btree ("partner_id","loaded_at");