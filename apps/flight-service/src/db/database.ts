import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { withParsersMergedOnce } from "./pglite-parsers-merged-once";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Where the data lives: a real Postgres server (`url`), PGlite files in a directory, or
 * PGlite in memory (tests), optionally started from a `dumpDataDir` tarball of a migrated
 * database (src/testing/migrated-template.ts), which spares each test file an initdb.
 */
export type DatabaseLocation =
  | { url: string }
  | { pgliteDir: string }
  | { memory: true; snapshot?: Blob };

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

/**
 * PGlite runs Postgres single-user inside this process, so its settings are this process's
 * memory (docs/decisions/0043). The defaults (shared_buffers 128MB, maintenance_work_mem
 * 64MB) kept ~450 MB resident on a restart; 16MB of buffers hold the demo's working set
 * (the inventory is generated, not stored), and an index build or vacuum needs no more.
 * PGlite's own start parameters come first: startParams replaces them.
 */
const PGLITE_START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  ...[
    "search_path=public",
    "exit_on_error=false",
    "log_checkpoints=false",
    "max_worker_processes=0",
    "max_parallel_workers=0",
    "max_parallel_workers_per_gather=0",
    "io_method=sync",
    "max_parallel_maintenance_workers=0",
    "shared_buffers=16MB",
    "maintenance_work_mem=16MB",
    "temp_buffers=4MB",
  ].flatMap((setting) => ["-c", setting]),
];

/**
 * PGlite creates a new data directory in a second Postgres instance and copies it over,
 * which leaves ~500 MB resident in the process that did it. A short-lived child process
 * creates it instead, so the service opens an existing directory like on any restart.
 */
function createPgliteDirectory(dir: string) {
  mkdirSync(dir, { recursive: true });
  if (existsSync(join(dir, "PG_VERSION"))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  const create =
    "const { PGlite } = await import(process.argv[1]);" +
    "const db = new PGlite(process.argv[2]); await db.waitReady; await db.close();";
  execFileSync(process.execPath, ["--input-type=module", "-e", create, pglite.href, dir], {
    stdio: "inherit",
  });
}

export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if ("url" in location) return openPostgres(location.url);
  const options = { startParams: PGLITE_START_PARAMS };
  let client: PGlite;
  if ("pgliteDir" in location) {
    createPgliteDirectory(location.pgliteDir);
    client = new PGlite(location.pgliteDir, options);
  } else {
    client = new PGlite({ ...options, loadDataDir: location.snapshot });
  }
  await client.waitReady;
  const db = drizzlePglite(withParsersMergedOnce(client), { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, close: () => client.close() };
}

/** A `dumpDataDir` tarball of a new in-memory PGlite database with every migration applied. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const client = new PGlite({ startParams: PGLITE_START_PARAMS });
  try {
    await migratePglite(drizzlePglite(client, { schema }), {
      migrationsFolder: migrationsFolder(),
    });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * Connections per service process (DATABASE_POOL_MAX). Measured with bench-bookings (200
 * clients on the last 10 seats, Postgres and the service on 2 cores, decision 0043 round
 * 5): with 4 connections (2 books per fare class at once) the winners' p95 was 0.41–0.73×
 * and a full class's refusals' 0.48–0.91× that with 10, run beside run; 20 no better than
 * 10. More connections than Postgres has cores to run them only queue inside Postgres. Set
 * it higher for a Postgres with more cores; 4 lets 25 service processes share Postgres's
 * default 100 connections.
 */
const DEFAULT_POOL_MAX = 4;
export const poolMax = () => Number(process.env.DATABASE_POOL_MAX) || DEFAULT_POOL_MAX;

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax() });
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
