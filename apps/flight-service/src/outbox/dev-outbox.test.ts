import { randomInt, randomUUID } from "node:crypto";
import { devEndpoints } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { outboxFor } from "../testing/fresh-user";
import { backendCall, devCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

describe("POST /xms/v1/dev/outbox", () => {
  it("lists one recipient's messages, newest first", async () => {
    const email = `outbox-${randomUUID()}@fresh.test`;
    const mobile = `7${String(randomInt(0, 1e9)).padStart(9, "0")}`;
    await service.fetch(
      backendCall({
        apiName: "register",
        email,
        password: "Outbox@1",
        mobile,
        name: "Outbox Travels",
        role: "AGENT",
      }),
    );
    await service.fetch(backendCall({ apiName: "forget", userName: email.toUpperCase() }));
    const messages = await outboxFor(service, email.toUpperCase());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: "EMAIL", recipient: email });
    expect(messages[0]?.body).toMatch(/^\d{6} is your Wayfare OTP\. It expires in 10 minutes\./);
    expect(await outboxFor(service, mobile)).toMatchObject([{ channel: "SMS" }]);
  });

  it("refuses a recipient with a control character or over an email's length (400), not a 500", async () => {
    for (const recipient of ["a@b.test\u0000", "\u0007", "x".repeat(255)]) {
      const response = await service.fetch(devCall(devEndpoints.devOutbox, { recipient }));
      expect(response.status).toBe(400);
    }
  });

  it("is off (404) in production", async () => {
    const production = await serviceUnderTest({ devEndpoints: false });
    try {
      const response = await production.fetch(devCall(devEndpoints.devOutbox, {}));
      expect(response.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
