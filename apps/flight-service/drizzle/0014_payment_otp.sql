ALTER TABLE "gateway_payments" DROP CONSTRAINT "gateway_payments_status_check";--> statement-breakpoint
DROP INDEX "gateway_payments_one_pending";--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "otp_hash" text;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "otp_attempts_left" integer;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "otp_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD COLUMN "otp_sent_to" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_one_in_flight" ON "gateway_payments" USING btree ("booking_id") WHERE "gateway_payments"."status" in ('OTP_REQUIRED', 'PENDING');--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_otp_attempts_check" CHECK ("gateway_payments"."otp_attempts_left" >= 0);--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_otp_required_check" CHECK ("gateway_payments"."status" <> 'OTP_REQUIRED' or ("gateway_payments"."otp_hash" is not null and "gateway_payments"."otp_attempts_left" > 0 and "gateway_payments"."otp_expires_at" is not null));--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_status_check" CHECK ("gateway_payments"."status" in ('OTP_REQUIRED', 'PENDING', 'SUCCESS', 'FAILED'));