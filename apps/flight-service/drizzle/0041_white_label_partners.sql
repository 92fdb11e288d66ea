CREATE TABLE "partner_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"partner_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"key" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"logo_url" text NOT NULL,
	"product_code_suffix" text NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"service_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "white_label" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "white_label" text;--> statement-breakpoint
ALTER TABLE "partner_hosts" ADD CONSTRAINT "partner_hosts_partner_key_partners_key_fk" FOREIGN KEY ("partner_key") REFERENCES "public"."partners"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_hosts_partner_key" ON "partner_hosts" USING btree ("partner_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_white_label_partners_key_fk" FOREIGN KEY ("white_label") REFERENCES "public"."partners"("key") ON DELETE no action ON UPDATE no action;