import { index, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./schema";

/**
 * Linked users (F§4, F§7; decision 0080): the accounts of one link group belong to one person,
 * who switches between them. An account is in one group at most.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id),
    linkGroup: text("link_group").notNull(),
  },
  (table) => [index("account_links_group").on(table.linkGroup)],
);
