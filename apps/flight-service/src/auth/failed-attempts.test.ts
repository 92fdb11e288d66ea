import { BOOKING_DETAILS_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked } from "../after-booking/after-booking-testing";
import { bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { registerFreshUser } from "../testing/fresh-user";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

let clock = new Date();
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => clock });
});
afterAll(() => service.close());

const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

async function login(username: string, password: string) {
  const response = await service.fetch(backendCall({ apiName: "login", username, password }));
  const body = await response.json();
  return { status: response.status, errCode: body.errors[0]?.errCode as string | undefined };
}

describe("login is rate-limited per account (5 wrong passwords in 15 minutes)", () => {
  it("the 6th try is refused with 429 and 416, even with the right password, until the window passes", async () => {
    const user = await registerFreshUser(service);
    for (let i = 0; i < 5; i++) {
      expect(await login(i % 2 ? user.email : user.mobile, "Wrong@123")).toEqual({
        status: 401,
        errCode: "801",
      });
    }
    expect(await login(user.email, user.password)).toEqual({ status: 429, errCode: "416" });
    expect(await login(user.mobile, user.password)).toEqual({ status: 429, errCode: "416" });
    minutesLater(16);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("a success clears the count, and other accounts are untouched", async () => {
    const user = await registerFreshUser(service);
    const other = await registerFreshUser(service);
    for (let i = 0; i < 4; i++) await login(user.email, "Wrong@123");
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) await login(user.email, "Wrong@123");
    expect((await login(user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) await login(`nobody-${user.userId}@fresh.test`, "Wrong@123");
    expect((await login(`nobody-${user.userId}@fresh.test`, "Wrong@123")).status).toBe(429);
    expect((await login(other.email, other.password)).status).toBe(200);
  });
});

describe("guest lookup is rate-limited per booking (10 wrong contacts in 15 minutes)", () => {
  it("then the right email is refused with 429 and 416 too; the owner's token still reads it", async () => {
    const owner = await guestToken(service);
    const { booking } = await booked(service, owner);
    const visitor = await guestToken(service);
    const lookup = (email: string) =>
      bookingCall(service, BOOKING_DETAILS_PATH, { bookingId: booking.bookingId, email }, visitor);
    for (let i = 0; i < 10; i++) {
      expect((await lookup(`guess${i}@example.test`)).response.status).toBe(404);
    }
    const refused = await lookup(booking.contact.email);
    expect(refused.response.status).toBe(429);
    expect(refused.body.errors[0].errCode).toBe("416");
    const asOwner = await bookingCall(
      service,
      BOOKING_DETAILS_PATH,
      { bookingId: booking.bookingId },
      owner,
    );
    expect(asOwner.response.status).toBe(200);
    minutesLater(16);
    expect((await lookup(booking.contact.email)).response.status).toBe(200);
  });
});
