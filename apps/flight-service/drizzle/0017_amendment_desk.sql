ALTER TABLE "amendment_requests" DROP CONSTRAINT "amendment_requests_status_check";--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD COLUMN "processed_by" text;--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD CONSTRAINT "amendment_requests_processed_check" CHECK (("amendment_requests"."status" = 'REQUESTED') = ("amendment_requests"."processed_at" is null and "amendment_requests"."note" is null));--> statement-breakpoint
ALTER TABLE "amendment_requests" ADD CONSTRAINT "amendment_requests_status_check" CHECK ("amendment_requests"."status" in ('REQUESTED', 'COMPLETED', 'REJECTED'));