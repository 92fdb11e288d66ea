ALTER TABLE "gateway_payments" ADD COLUMN "otp_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "otp_resends_left" integer;--> statement-breakpoint
UPDATE "gateway_payments" SET "otp_sent_at" = "created_at", "otp_resends_left" = 0 WHERE "otp_sent_to" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_otp_resends_check" CHECK ("gateway_payments"."otp_resends_left" >= 0);