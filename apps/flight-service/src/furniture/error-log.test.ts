import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERROR_LOG_LIMITS, ERROR_LOG_PATH } from "@wayfare/domain";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { openDatabase } from "../db/database";
import { clientErrorLogs } from "../db/schema";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { sanitiseErrorLog } from "./error-log-sanitiser";
import { furnitureCall } from "./furniture-testing";

describe("sanitiseErrorLog", () => {
  it("redacts tokens, emails and long numbers and drops the url's query", () => {
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl";
    expect(
      sanitiseErrorLog({
        message: `Fetch failed for a@b.test with Bearer abc.def and ${jwt} on 98100 00001`,
        stack: "Error: x\n\tat f (app.js:1:2)",
        url: "https://wayfare.test/flight/review?bookingId=WF1&token=secret#x",
        errCode: " 100 ",
      }),
    ).toEqual({
      message: "Fetch failed for [redacted] with [redacted] and [redacted] on [redacted]",
      stack: "Error: x\n\tat f (app.js:1:2)",
      url: "https://wayfare.test/flight/review",
      errCode: "100",
    });
  });

  it("keeps within the bounds and turns blank optional texts into nothing", () => {
    const log = sanitiseErrorLog({ message: "x".repeat(600), stack: " ", url: "?q=1" });
    expect(log.message).toHaveLength(ERROR_LOG_LIMITS.message);
    expect(log).toMatchObject({ stack: null, url: null, errCode: null });
  });
});

describe("POST /xms/v1/error-log/", () => {
  // PGlite files of this test's own, so it can read what was stored.
  const dir = mkdtempSync(join(tmpdir(), "wayfare-error-log-"));
  const database = { pgliteDir: join(dir, "pglite") };
  let service: FlightService;
  beforeAll(async () => {
    service = await serviceUnderTest({ database });
  });
  afterAll(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function stored() {
    await service.close();
    const { db, close } = await openDatabase(database);
    try {
      return await db.select().from(clientErrorLogs).orderBy(desc(clientErrorLogs.id));
    } finally {
      await close();
      service = await serviceUnderTest({ database });
    }
  }

  it("stores the sanitised report with the signed-in user's id", async () => {
    const token = await loginToken(service, "agent@wayfare.test", "Agent@123");
    const { response, body } = await furnitureCall(service, ERROR_LOG_PATH, {
      data: { message: "Boom for agent@wayfare.test", url: "/flight?x=1", errCode: "502" },
      token,
    });
    expect(response.status).toBe(200);
    expect(body.payload).toEqual({ logged: true });
    await furnitureCall(service, ERROR_LOG_PATH, { data: { message: "Anonymous" } });
    const [anonymous, agent] = await stored();
    expect(agent).toMatchObject({
      userId: "U1001",
      message: "Boom for [redacted]",
      url: "/flight",
      errCode: "502",
    });
    expect(anonymous).toMatchObject({ userId: null, message: "Anonymous", stack: null });
  });

  it("refuses a blank, missing or oversized message and control characters, and stores nothing", async () => {
    const before = (await stored()).length;
    for (const data of [{}, { message: " " }, { message: "x".repeat(501) }, { message: 1 }]) {
      const { response } = await furnitureCall(service, ERROR_LOG_PATH, { data });
      expect(response.status).toBe(400);
    }
    for (const data of [{ message: "Boom\u0000" }, { message: "Boom", stack: "at a\u001b[31m" }]) {
      const { response, body } = await furnitureCall(service, ERROR_LOG_PATH, { data });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([{ errCode: "400", message: "Invalid characters" }]);
    }
    expect((await stored()).length).toBe(before);
  });
});
