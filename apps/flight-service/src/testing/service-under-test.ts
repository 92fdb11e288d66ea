import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Endpoint, EndpointRequest } from "@wayfare/domain";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseLocation } from "../db/database";
import { createFlightService, type FlightServiceOptions } from "../index";

/**
 * A new database on the Postgres server of `url`, so no two test files (or services) share
 * rows: accounts, sales and counters are the caller's own, whatever runs beside it. A copy of
 * `template` (src/testing/migrated-template.ts) when given, else empty.
 */
async function freshPostgresDatabase(url: string, template?: string): Promise<string> {
  const name = `wayfare_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated PGlite database as a tarball, read once per test file. */
function migratedPgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A database of the caller's own: PGlite in memory, or a new one on DATABASE_URL's server.
 * It starts migrated when the run made a template (the service project's global setup);
 * `migrated: false` asks for an empty one, for tests of the migrations themselves.
 */
export async function testDatabase({ migrated = true } = {}): Promise<DatabaseLocation> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = migrated ? inject("postgresTemplate") : undefined;
    return { url: await freshPostgresDatabase(url, template) };
  }
  return { memory: true, snapshot: migrated ? migratedPgliteTemplate() : undefined };
}

/**
 * The service on a database of its own (testDatabase) unless `options.database` names one.
 * Its outbox is delivered only when a test asks (`deliverOutbox`), and never by SMTP unless
 * `options.delivery` says where.
 */
export async function serviceUnderTest(options: FlightServiceOptions = {}) {
  return createFlightService({
    tokenSecret: "a-test-only-secret-of-enough-length-1234",
    delivery: { intervalMs: 0 },
    ...options,
    database: options.database ?? (await testDatabase()),
  });
}

export function backendCall(data: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Request("http://service.test/xms/v1/backend", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ data }),
  });
}

/** A call of a development-only endpoint (the domain's `devEndpoints`), without a token. */
export function devCall<E extends Endpoint>(endpoint: E, data: EndpointRequest<E>) {
  return new Request(`http://service.test${endpoint.path}`, {
    method: endpoint.method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ data }),
  });
}
