import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  FEATURE_TOGGLE_MESSAGES,
  FEATURE_TOGGLE_SET_PATH,
  FEATURE_TOGGLES_PATH,
  featureTogglesPayloadSchema,
  mayManageFeatureToggles,
  parseConfigTokensHeader,
  paymentPath,
  RESPONSE_HEADERS,
  ROLES,
  type Role,
  USER_PROFILE_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { expectRefusedCallsWriteNothing } from "../testing/refused-calls";
import { serviceUnderTest, testDatabase } from "../testing/service-under-test";

/**
 * Feature toggles by user id or All (F§6, decision 0083): ADMIN sets them, the service
 * delivers each caller's own in the ui_conf header, and every other role is refused.
 */
const dir = mkdtempSync(join(tmpdir(), "wayfare-feature-toggles-"));
let database: DatabaseLocation;
let service: FlightService;
const callers = new Map<Role, TestAccount>();
let admin: TestAccount;
let first: TestAccount;
let second: TestAccount;
const start = () => serviceUnderTest({ database });

beforeAll(async () => {
  database = process.env.DATABASE_URL ? await testDatabase() : { pgliteDir: join(dir, "pglite") };
  service = await start();
  for (const role of ROLES) callers.set(role, await accountOfRole(service, role));
  admin = callers.get("ADMIN") as TestAccount;
  first = await accountOfRole(service, "AGENT");
  second = await accountOfRole(service, "AGENT");
}, 120_000);
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

const set = (feature: string, target: string, enabled: boolean) =>
  bookingCall(service, FEATURE_TOGGLE_SET_PATH, { feature, target, enabled }, admin.token);

/** The payment page the account's portal picks from its own answer's ui_conf. */
async function paymentPageOf(account: TestAccount) {
  const response = await service.fetch(
    new Request(`http://service.test${USER_PROFILE_PATH}`, {
      headers: { authorization: `Bearer ${account.token}` },
    }),
  );
  const { features } = parseConfigTokensHeader(response.headers.get(RESPONSE_HEADERS.configTokens));
  return { features, path: paymentPath({ userId: account.userId, toggles: features ?? {} }) };
}

describe("feature toggles (F§6)", () => {
  it("on for one user: that user's ui_conf has it, another's does not", async () => {
    const { response } = await set("paymentV2", first.userId, true);
    expect(response.status).toBe(200);
    expect(await paymentPageOf(first)).toEqual({
      features: { paymentV2: [first.userId] },
      path: "/flight/payment_V2/",
    });
    expect(await paymentPageOf(second)).toEqual({ features: {}, path: "/flight/payment/" });
  });

  it("on for All, and off for one user while on for All", async () => {
    await set("paymentV3", "All", true);
    expect((await paymentPageOf(second)).path).toBe("/flight/payment_V3/");
    await set("paymentV3", first.userId, false);
    expect((await paymentPageOf(first)).path).toBe("/flight/payment_V2/");
    expect((await paymentPageOf(second)).path).toBe("/flight/payment_V3/");
    await set("paymentV3", "All", false);
    expect((await paymentPageOf(second)).path).toBe("/flight/payment/");
  });

  it("lists every setting with who changed it, and audits each change", async () => {
    const { body } = await bookingCall(service, FEATURE_TOGGLES_PATH, {}, admin.token);
    const toggles = featureTogglesPayloadSchema.parse(body.payload).toggles;
    expect(toggles.map(({ feature, target, enabled }) => [feature, target, enabled])).toEqual([
      ["paymentV2", first.userId, true],
      ["paymentV3", "All", false],
      ["paymentV3", first.userId, false],
    ]);
    expect(new Set(toggles.map((toggle) => toggle.changedBy))).toEqual(new Set([admin.userId]));
    const log = await bookingCall(service, AUDIT_LOG_PATH, { subject: "All" }, admin.token);
    const entries = auditLogPayloadSchema.parse(log.body.payload).entries;
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        "feature.toggle",
        { feature: "paymentV3", enabled: true },
        { feature: "paymentV3", enabled: false },
      ],
      ["feature.toggle", null, { feature: "paymentV3", enabled: true }],
    ]);
  });

  it("refuses a user id no account has, and a target that is neither", async () => {
    const unknown = await set("paymentV2", "U999999999", true);
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe(FEATURE_TOGGLE_MESSAGES.unknownUser);
    const neither = await set("paymentV2", "everyone", true);
    expect(neither.response.status).toBe(400);
    expect(neither.body.errors[0].message).toBe(FEATURE_TOGGLE_MESSAGES.target);
  });

  it("every other role is refused both endpoints, and writes nothing", async () => {
    const refused = [...callers]
      .filter(([role]) => !mayManageFeatureToggles(role))
      .flatMap(([role, caller]) => [
        { role, token: caller.token, path: FEATURE_TOGGLES_PATH, data: {} },
        {
          role,
          token: caller.token,
          path: FEATURE_TOGGLE_SET_PATH,
          data: { feature: "paymentV2", target: "All", enabled: true },
        },
      ]);
    expect(refused).toHaveLength((ROLES.length - 1) * 2);
    service = await expectRefusedCallsWriteNothing(database, service, start, refused);
    expect((await paymentPageOf(second)).path).toBe("/flight/payment/");
  }, 120_000);
});
