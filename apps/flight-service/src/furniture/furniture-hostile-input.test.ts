import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ASSIGNED_POLICIES_PATH,
  assignedPoliciesRequestSchema,
  clientVariantRequestSchema,
  DOCUMENTS_PATH,
  documentsRequestSchema,
  ERROR_LOG_PATH,
  errorLogRequestSchema,
  FOOTER_PATH,
  isErrorCode,
  MENUBAR_PATH,
  SEND_TICKET_PATH,
  sendTicketRequestSchema,
  UPDATE_USER_PATH,
  USER_PROFILE_PATH,
  updateUserRequestSchema,
} from "@wayfare/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { loginToken } from "../after-booking/after-booking-testing";
import { clientErrorLogs, ledgerEntries, outboxMessages, users } from "../db/schema";
import type { FlightService } from "../index";
import { registerFreshUser } from "../testing/fresh-user";
import { rowCounts } from "../testing/row-counts";
import { serviceUnderTest } from "../testing/service-under-test";
import { furnitureCall } from "./furniture-testing";

/**
 * Generated bad payloads for every furniture endpoint that reads a body, sent with a valid
 * token: each answers a 400-class envelope and nothing is written (no row, no profile
 * change). The service runs on PGlite files of this test's own.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-furniture-hostile-"));
const database = { pgliteDir: join(dir, "pglite") };
const countedTables = { users, outboxMessages, ledgerEntries, clientErrorLogs };
let service: FlightService;
let token: string;
let profileBefore: unknown;
let before: Record<string, number | undefined>;

beforeAll(async () => {
  const setup = await serviceUnderTest({ database });
  const user = await registerFreshUser(setup, "CUSTOMER");
  token = await loginToken(setup, user.email, user.password);
  profileBefore = (await furnitureCall(setup, USER_PROFILE_PATH, { token })).body.payload;
  await setup.close();
  before = await rowCounts(database, countedTables);
  service = await serviceUnderTest({ database });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const HOSTILE_TEXTS = [
  "",
  " ",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "\u0000",
  "x".repeat(5_000),
  "WF0000000000000",
  "EMAIL",
  "LOWEST_FARE_REASON",
  "__proto__",
];
const hostileValue = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_TEXTS)), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);

const ENDPOINTS: { path: string; schema: ZodType; fields: string[] }[] = [
  {
    path: UPDATE_USER_PATH,
    schema: updateUserRequestSchema,
    fields: ["name", "mobile", "phone", "panInfo", "addressInfo", "email"],
  },
  {
    path: SEND_TICKET_PATH,
    schema: sendTicketRequestSchema,
    fields: ["bookingId", "channel", "withPrice", "email", "mobile"],
  },
  {
    path: ASSIGNED_POLICIES_PATH,
    schema: assignedPoliciesRequestSchema,
    fields: ["pids", "userIds"],
  },
  { path: MENUBAR_PATH, schema: clientVariantRequestSchema, fields: ["isB2C"] },
  { path: FOOTER_PATH, schema: clientVariantRequestSchema, fields: ["isB2C"] },
  { path: DOCUMENTS_PATH, schema: documentsRequestSchema, fields: ["promotionZoneTypes"] },
  {
    path: ERROR_LOG_PATH,
    schema: errorLogRequestSchema,
    fields: ["message", "stack", "url", "errCode"],
  },
];

/** Payloads the endpoint's schema refuses (a valid one would rightly be accepted). */
function badPayload(fields: string[], schema: ZodType) {
  return fc
    .dictionary(fc.constantFrom(...fields, "constructor"), hostileValue, {
      maxKeys: fields.length + 1,
    })
    .filter((data) => !schema.safeParse({ data }).success);
}

function post(path: string, body: string) {
  return service.fetch(
    new Request(`http://service.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
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

describe("furniture hostile input: 400-class envelopes, nothing written", () => {
  for (const { path, schema, fields } of ENDPOINTS) {
    it(`${path}: generated bad payloads`, async () => {
      await fc.assert(
        fc.asyncProperty(badPayload(fields, schema), async (data) => {
          await expectRefused(await post(path, JSON.stringify({ data })));
        }),
        { numRuns: 60 },
      );
    });
  }

  it("bodies that are not the { data } envelope", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.path)),
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

  it("wrote no row and changed no profile", async () => {
    expect((await furnitureCall(service, USER_PROFILE_PATH, { token })).body.payload).toEqual(
      profileBefore,
    );
    await service.close();
    expect(await rowCounts(database, countedTables)).toEqual(before);
  });
});
