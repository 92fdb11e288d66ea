import { isTable } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../db/schema";

/** Every table of the service's schema, by its export name: what rowCounts can count. */
export const ALL_TABLES: Record<string, PgTable> = Object.fromEntries(
  Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, PgTable] =>
    isTable(entry[1]),
  ),
);
