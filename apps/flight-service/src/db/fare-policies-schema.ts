import type { CabinClass } from "@wayfare/domain";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema";

/** An organisation's fare policies (decision 0081), written by its CORPORATE or CORPORATE_STAFF. */
export const farePolicies = pgTable(
  "fare_policies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: text("partner_id").notNull(),
    name: text("name").notNull(),
    cabins: jsonb("cabins").$type<CabinClass[]>().notNull(),
    /** Paise of net fare per trip; null: any. */
    maxTripFare: bigint("max_trip_fare", { mode: "number" }),
    advancePurchaseDays: integer("advance_purchase_days"),
    refundableOnly: boolean("refundable_only").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("fare_policies_partner").on(table.partnerId)],
);

/** The one policy of an employee, of their own organisation. */
export const farePolicyAssignments = pgTable(
  "fare_policy_assignments",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    policyId: uuid("policy_id")
      .notNull()
      .references(() => farePolicies.id),
  },
  (table) => [index("fare_policy_assignments_policy").on(table.policyId)],
);

export type FarePolicyRow = typeof farePolicies.$inferSelect;
