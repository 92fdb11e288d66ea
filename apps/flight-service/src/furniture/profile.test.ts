import {
  PASSENGER_MESSAGES,
  PROFILE_MESSAGES,
  parseTokenSubject,
  UPDATE_USER_PATH,
  USER_PROFILE_PATH,
  userProfilePayloadSchema,
} from "@wayfare/domain";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { type FreshUser, registerFreshUser } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";
import { furnitureCall } from "./furniture-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function signedIn(): Promise<FreshUser & { token: string }> {
  const user = await registerFreshUser(service, "CUSTOMER");
  return { ...user, token: await loginToken(service, user.email, user.password) };
}

const freshMobile = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

const ADDRESS = {
  address: "12 MG Road",
  pincode: "560001",
  cityInfo: { name: "Bengaluru", state: "Karnataka", country: "India" },
};

describe("GET /xms/v1/user-profile", () => {
  it("answers the user's details and profile", async () => {
    const user = await signedIn();
    const { response, body } = await furnitureCall(service, USER_PROFILE_PATH, {
      token: user.token,
    });
    expect(response.status).toBe(200);
    const payload = userProfilePayloadSchema.parse(body.payload);
    expect(payload.userInfo).toMatchObject({ email: user.email, mobile: user.mobile });
    expect(payload.profile).toEqual({});
  });

  it("403 without a token and for a guest visitor", async () => {
    expect((await furnitureCall(service, USER_PROFILE_PATH)).response.status).toBe(403);
    const token = await guestToken(service);
    expect((await furnitureCall(service, USER_PROFILE_PATH, { token })).response.status).toBe(403);
  });
});

describe("POST /xms/v1/update-user/", () => {
  it("stores name, mobile, phone, PAN (upper-cased) and address; the token has the new name", async () => {
    const user = await signedIn();
    const mobile = freshMobile();
    const data = {
      name: "Kiran Desai",
      mobile,
      phone: "080-2222333",
      panInfo: { number: "abcde1234f", panName: "Kiran Desai" },
      addressInfo: ADDRESS,
    };
    const { response, body } = await furnitureCall(service, UPDATE_USER_PATH, {
      data,
      token: user.token,
    });
    expect(response.status).toBe(200);
    expect(body.payload.userInfo).toMatchObject({ name: "Kiran Desai", mobile, email: user.email });
    expect(body.payload.profile).toEqual({
      phone: "080-2222333",
      panInfo: { number: "ABCDE1234F", panName: "Kiran Desai" },
      addressInfo: ADDRESS,
    });
    const token = response.headers.get("authorization") ?? "";
    expect(parseTokenSubject(decodeJwt(token).sub)?.name).toBe("Kiran Desai");

    const read = await furnitureCall(service, USER_PROFILE_PATH, { token });
    expect(read.body.payload).toEqual(body.payload);
    // The new mobile signs in.
    expect(await loginToken(service, mobile, user.password)).toBeTruthy();
  });

  it("refuses an email change, a bad PAN and a bad mobile with the spec's messages", async () => {
    const user = await signedIn();
    const base = { name: "Kiran", mobile: user.mobile };
    const cases = [
      [{ ...base, email: "other@fresh.test" }, PROFILE_MESSAGES.emailUnchangeable],
      [{ ...base, panInfo: { number: "ABCDE12345", panName: "K" } }, PASSENGER_MESSAGES.panInvalid],
      [{ ...base, panInfo: { number: "", panName: "K" } }, PASSENGER_MESSAGES.panEmpty],
      [{ ...base, mobile: "12345" }, PASSENGER_MESSAGES.mobileInvalid],
      [{ ...base, name: " " }, "Company Name is required"],
    ] as const;
    for (const [data, message] of cases) {
      const { response, body } = await furnitureCall(service, UPDATE_USER_PATH, {
        data,
        token: user.token,
      });
      expect(response.status).toBe(400);
      expect(body.errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    const read = await furnitureCall(service, USER_PROFILE_PATH, { token: user.token });
    expect(read.body.payload.userInfo.name).toBe("Fresh Travels");
  });

  it("812 when the mobile is another account's", async () => {
    const [one, two] = [await signedIn(), await signedIn()];
    const { response, body } = await furnitureCall(service, UPDATE_USER_PATH, {
      data: { name: "Taken", mobile: two.mobile },
      token: one.token,
    });
    expect(response.status).toBe(409);
    expect(body.errors[0].errCode).toBe("812");
  });

  it("keeping one's own mobile is fine; 403 without a token or as a guest", async () => {
    const user = await signedIn();
    const data = { name: "Same Mobile", mobile: user.mobile };
    const ok = await furnitureCall(service, UPDATE_USER_PATH, { data, token: user.token });
    expect(ok.response.status).toBe(200);
    expect((await furnitureCall(service, UPDATE_USER_PATH, { data })).response.status).toBe(403);
    const token = await guestToken(service);
    const guest = await furnitureCall(service, UPDATE_USER_PATH, { data, token });
    expect(guest.response.status).toBe(403);
  });
});
