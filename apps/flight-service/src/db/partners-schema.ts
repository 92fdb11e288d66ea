import type { PartnerTheme } from "@wayfare/domain";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * White-label partners (F§1, F§7, decision 0078): the brand a host is served under. `key`
 * is the white-label key the portal sends for the partner's hosts; an account or a session
 * with a key belongs to that partner's hosts only.
 */
export const partners = pgTable("partners", {
  key: text("key").primaryKey(),
  brandName: text("brand_name").notNull(),
  logoUrl: text("logo_url").notNull(),
  productCodeSuffix: text("product_code_suffix").notNull(),
  /** Colour tokens over the base brand's, checked with the domain's partnerThemeSchema. */
  theme: jsonb("theme").$type<PartnerTheme>().notNull().default({}),
  /** F§7: the partner's own service host; null, the base one. */
  serviceHost: text("service_host"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The host names a partner is served under: one partner per host. */
export const partnerHosts = pgTable(
  "partner_hosts",
  {
    host: text("host").primaryKey(),
    partnerKey: text("partner_key")
      .notNull()
      .references(() => partners.key),
  },
  (table) => [index("partner_hosts_partner_key").on(table.partnerKey)],
);

export type PartnerRow = typeof partners.$inferSelect;
