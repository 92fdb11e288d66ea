import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type DatabaseLocation, openDatabase } from "../db/database";

/** How many rows each table holds, read through a connection of its own. */
export async function rowCounts(database: DatabaseLocation, tables: Record<string, PgTable>) {
  const { db, close } = await openDatabase(database);
  try {
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await db.select({ rows: count() }).from(table);
        return [name, row?.rows] as const;
      }),
    );
    return Object.fromEntries(entries);
  } finally {
    await close();
  }
}
