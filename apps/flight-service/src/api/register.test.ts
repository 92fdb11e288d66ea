import { randomInt, randomUUID } from "node:crypto";
import { registeredPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

function freshDetails(role = "AGENT") {
  return {
    apiName: "register",
    email: `Reg-${randomUUID()}@Fresh.test`,
    password: "Secret@1",
    mobile: `8${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    name: "Blue Sky Holidays",
    role,
  };
}

async function call(data: Record<string, unknown>, s = service) {
  const response = await s.fetch(backendCall(data));
  return { response, body: await response.json() };
}

describe('apiName "register" (F§3)', () => {
  it("registers an agency as AGENT with its own partner id; it can log in at once", async () => {
    const details = {
      ...freshDetails(),
      panInfo: { number: "ABCPE1234F", panName: "Blue Sky" },
      addressInfo: {
        address: "12 MG Road",
        pincode: "560001",
        cityInfo: { name: "Bengaluru", state: "Karnataka", country: "India" },
      },
    };
    const { response, body } = await call(details);
    expect(response.status).toBe(200);
    registeredPayloadSchema.parse(body.payload);
    expect(body.payload).toEqual({ userId: expect.stringMatching(/^U\d{6,}$/), role: "AGENT" });

    const login = await call({
      apiName: "login",
      username: details.email.toLowerCase(),
      password: details.password,
    });
    expect(login.body.payload.userInfo).toMatchObject({
      userId: body.payload.userId,
      partnerId: `P${body.payload.userId.slice(1)}`,
      role: "AGENT",
      name: "Blue Sky Holidays",
      mobile: details.mobile,
    });
  });

  it("registers a retail CUSTOMER; refuses every other role", async () => {
    expect((await call(freshDetails("CUSTOMER"))).body.payload.role).toBe("CUSTOMER");
    for (const role of ["ADMIN", "CORPORATE", "GUEST", "PILOT"]) {
      const { response } = await call(freshDetails(role));
      expect(response.status, role).toBe(400);
    }
  });

  it("812 'Either email or mobile already exist' for a taken email or mobile", async () => {
    const first = freshDetails();
    await call(first);
    const sameEmail = { ...freshDetails(), email: first.email.toUpperCase() };
    const sameMobile = { ...freshDetails(), mobile: first.mobile };
    for (const details of [sameEmail, sameMobile]) {
      const { response, body } = await call(details);
      expect(response.status).toBe(409);
      expect(body.errors).toEqual([
        { errCode: "812", message: "Either email or mobile already exist" },
      ]);
    }
  });

  it("two registrations of one email at once: exactly one account", async () => {
    const details = freshDetails();
    const answers = await Promise.all([
      call(details),
      call({ ...details, mobile: freshDetails().mobile }),
    ]);
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
  });

  it("checks the register form's rules", async () => {
    const { response, body } = await call({
      ...freshDetails(),
      email: "not-an-email",
      password: "abc",
      mobile: "12345",
      name: " ",
    });
    expect(response.status).toBe(400);
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual([
      "Please enter valid Email",
      "Password must be minimum 6 character",
      "Please enter valid Mobile Number",
      "Company Name is required",
    ]);
  });

  it("answers 404 when registration is disabled", async () => {
    const closed = await serviceUnderTest({ registrationEnabled: false });
    try {
      const { response, body } = await call(freshDetails(), closed);
      expect(response.status).toBe(404);
      expect(body.errors).toEqual([{ errCode: "404", message: "Resource Not Found" }]);
    } finally {
      await closed.close();
    }
  });
});
