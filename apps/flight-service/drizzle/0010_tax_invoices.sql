CREATE TABLE "tax_invoices" (
	"booking_id" text NOT NULL,
	"audience" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_invoices_per_booking" UNIQUE("booking_id","audience"),
	CONSTRAINT "tax_invoices_serial" UNIQUE("financial_year","serial")
);
