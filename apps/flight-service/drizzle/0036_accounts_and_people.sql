ALTER TABLE "users" ADD COLUMN "parent_partner_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sales_user_id" text;--> statement-breakpoint
CREATE INDEX "users_partner_id" ON "users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "users_parent_partner_id" ON "users" USING btree ("parent_partner_id");--> statement-breakpoint
CREATE INDEX "users_sales_user_id" ON "users" USING btree ("sales_user_id");