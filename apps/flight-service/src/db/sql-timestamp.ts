import { type SQL, sql } from "drizzle-orm";

/** A point in time as a timestamptz parameter, for SQL that drizzle's columns do not type. */
export function sqlTimestamp(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}
