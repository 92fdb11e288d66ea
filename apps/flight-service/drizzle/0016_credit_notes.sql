ALTER TABLE "tax_invoices" DROP CONSTRAINT "tax_invoices_per_booking";--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD COLUMN "document" text DEFAULT 'BOOKING' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_per_document" UNIQUE("booking_id","audience","document");