CREATE TABLE "booking_documents" (
	"booking_id" text NOT NULL,
	"passenger_index" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_documents_booking_id_passenger_index_pk" PRIMARY KEY("booking_id","passenger_index")
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_reviews_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;