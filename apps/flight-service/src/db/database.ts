import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where the data lives: a real Postgres server (`url`), PGlite files in a directory, or
 * PGlite in memory (tests).
 */
export type DatabaseLocation = { url: string } | { pgliteDir: string } | { memory: true };

export interface OpenDatabase {
  db: Database;
  close(): Promise<void>;
}

/** Resolved through the package so it also works when the portal bundles this code. */
function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@wayfare/flight-service/package.json")), "drizzle");
}

/** Serialises migrations when several service instances start against one server. */
const MIGRATION_LOCK_ID = 724_001;

export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if ("url" in location) return openPostgres(location.url);
  if ("pgliteDir" in location) mkdirSync(location.pgliteDir, { recursive: true });
  const client = "memory" in location ? new PGlite() : new PGlite(location.pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, close: () => client.close() };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client, { schema }), {
      migrationsFolder: migrationsFolder(),
    });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return { db: db as unknown as Database, close: () => pool.end() };
}

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
