import { createFlightService, type FlightServiceOptions } from "../index";

/** The service on PGlite in memory, or on the Postgres server of DATABASE_URL when set. */
export function serviceUnderTest(options: FlightServiceOptions = {}) {
  const url = process.env.DATABASE_URL;
  return createFlightService({
    tokenSecret: "a-test-only-secret-of-enough-length-1234",
    ...options,
    database: options.database ?? (url ? { url } : { memory: true }),
  });
}

export function backendCall(data: Record<string, unknown>, headers: Record<string, string> = {}) {
  return new Request("http://service.test/xms/v1/backend", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ data }),
  });
}
