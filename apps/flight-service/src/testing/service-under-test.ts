import { randomUUID } from "node:crypto";
import type { Endpoint, EndpointRequest } from "@wayfare/domain";
import pg from "pg";
import type { DatabaseLocation } from "../db/database";
import { createFlightService, type FlightServiceOptions } from "../index";

/**
 * A new, empty database on the Postgres server of `url`, so no two test files (or services)
 * share rows: accounts, sales and counters are the caller's own, whatever runs beside it.
 */
async function freshPostgresDatabase(url: string): Promise<string> {
  const name = `wayfare_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/** A database of the caller's own: PGlite in memory, or a new one on DATABASE_URL's server. */
export async function testDatabase(): Promise<DatabaseLocation> {
  const url = process.env.DATABASE_URL;
  return url ? { url: await freshPostgresDatabase(url) } : { memory: true };
}

/** The service on a database of its own (testDatabase) unless `options.database` names one. */
export async function serviceUnderTest(options: FlightServiceOptions = {}) {
  return createFlightService({
    tokenSecret: "a-test-only-secret-of-enough-length-1234",
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
