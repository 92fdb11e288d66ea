ALTER TABLE "bookings" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voucher_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tj_cash_points" integer DEFAULT 0 NOT NULL;