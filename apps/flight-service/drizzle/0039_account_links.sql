CREATE TABLE "account_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"link_group" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_links_group" ON "account_links" USING btree ("link_group");