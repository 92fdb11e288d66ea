import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isErrorCode } from "@wayfare/domain";
import fc from "fast-check";
import { exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "../app";
import { ledgerEntries, otpRequests, outboxMessages, users } from "../db/schema";
import type { FlightService } from "../index";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest } from "../testing/service-under-test";

/**
 * Generated bad payloads for every auth and wallet endpoint: each answers a 400-class
 * envelope and nothing is written. The service runs on PGlite files here (also in the
 * Postgres run), so the row counts are this test's alone.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-hostile-"));
const database = { pgliteDir: join(dir, "pglite") };
let service: FlightService;

const countedTables = { users, otpRequests, outboxMessages, ledgerEntries };

let before: Record<string, number | undefined>;
beforeAll(async () => {
  const { publicKey } = await generateKeyPair("RS256");
  const google = { clientId: "hostile.test", jwks: { keys: [await exportJWK(publicKey)] } };
  await (await serviceUnderTest({ database })).close();
  before = await rowCounts(database, countedTables);
  service = await serviceUnderTest({ database, google });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const HOSTILE_TEXTS = [
  "",
  " ",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "\u0000",
  "../../etc/passwd",
  "x".repeat(5_000),
  "ADMIN",
  "INTERNAL_LOGIN",
  "FORGOT_PASSWORD",
  "GOOGLE",
  "__proto__",
];
const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

function payload(fields: string[]) {
  return fc.dictionary(fc.constantFrom(...fields, "role", "constructor"), hostileValue, {
    maxKeys: fields.length + 2,
  });
}

const ENDPOINTS: { path: string; apiName?: string; fields: string[] }[] = [
  { path: "/xms/v1/backend", apiName: "login", fields: ["username", "password", "b2bLogin"] },
  { path: "/xms/v1/backend", apiName: "otp", fields: ["email", "key", "requestId", "type"] },
  {
    path: "/xms/v1/backend",
    apiName: "register",
    fields: ["email", "password", "mobile", "name", "phone", "panInfo", "addressInfo"],
  },
  { path: "/xms/v1/backend", apiName: "forget", fields: ["userName"] },
  {
    path: "/xms/v1/backend",
    apiName: "reset",
    fields: ["userName", "requestId", "otp", "newPassword", "reTypePassword"],
  },
  { path: "/xms/v1/backend", apiName: "balance", fields: ["userId", "amount"] },
  { path: "/xms/v1/backend", apiName: "currentUser", fields: ["userId"] },
  { path: "/internal/v1/login", fields: ["username", "otp", "otpRequestID"] },
  { path: "/ums/v1/oauth-sign-in", fields: ["provider", "authResponse"] },
];

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return service.fetch(
    new Request(`http://service.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    }),
  );
}

async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get("authorization")).toBeNull();
  const body = await response.json();
  expect(body.status).toEqual({ success: false, httpStatus: response.status });
  expect(body.errors.length).toBeGreaterThan(0);
  for (const error of body.errors) expect(isErrorCode(error.errCode)).toBe(true);
}

describe("hostile input: 400-class envelopes, nothing written", () => {
  for (const { path, apiName, fields } of ENDPOINTS) {
    it(`${path}${apiName ? ` apiName "${apiName}"` : ""}: generated bad payloads`, async () => {
      await fc.assert(
        fc.asyncProperty(payload(fields), async (data) => {
          const body = JSON.stringify({ data: apiName ? { ...data, apiName } : data });
          await expectRefused(await post(path, body));
        }),
        { numRuns: 60 },
      );
    });
  }

  it("bodies that are not the { data } envelope", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...new Set(ENDPOINTS.map((endpoint) => endpoint.path))),
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        async (path, body) => {
          await expectRefused(await post(path, body));
        },
      ),
      { numRuns: 100 },
    );
  });

  it(`bodies over ${MAX_REQUEST_BODY_BYTES / 1024} KB answer 413 before anything reads them`, async () => {
    const huge = JSON.stringify({
      data: { apiName: "register", name: "x".repeat(MAX_REQUEST_BODY_BYTES) },
    });
    for (const path of ["/xms/v1/backend", "/internal/v1/login", "/ums/v1/oauth-sign-in"]) {
      const response = await post(path, huge);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        status: { success: false, httpStatus: 413 },
        errors: [{ errCode: "400", message: "Bad Request" }],
      });
    }
    const declared = await post("/xms/v1/backend", "{}", { "content-length": "999999" });
    expect(declared.status).toBe(413);
  });

  it("wrote no row", async () => {
    await service.close();
    expect(await rowCounts(database, countedTables)).toEqual(before);
  });
});
