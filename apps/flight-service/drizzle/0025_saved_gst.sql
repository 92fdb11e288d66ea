CREATE TABLE "saved_gst_details" (
	"user_id" text NOT NULL,
	"gst_number" text NOT NULL,
	"details" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_gst_details_user_id_gst_number_pk" PRIMARY KEY("user_id","gst_number")
);
--> statement-breakpoint
ALTER TABLE "saved_gst_details" ADD CONSTRAINT "saved_gst_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_gst_details_user_saved" ON "saved_gst_details" USING btree ("user_id","saved_at");