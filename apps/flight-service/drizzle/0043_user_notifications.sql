CREATE TABLE "coach_screens" (
	"user_id" text NOT NULL,
	"screen" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coach_screens_user_id_screen_pk" PRIMARY KEY("user_id","screen")
);
--> statement-breakpoint
CREATE TABLE "notification_subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscribed_at" timestamp with time zone,
	"nudged_at" timestamp with time zone,
	"nudge_dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"received_on" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "user_notifications_by_user" ON "user_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_notifications_unread" ON "user_notifications" USING btree ("user_id") WHERE "user_notifications"."read_at" is null;