import { BOOKING_DETAILS_PATH, REQUEST_HEADERS } from "@wayfare/domain";
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

const from = (address?: string): Record<string, string> =>
  address === undefined ? {} : { [REQUEST_HEADERS.clientAddress]: address };

async function login(username: string, password: string, address?: string) {
  const response = await service.fetch(
    backendCall({ apiName: "login", username, password }, from(address)),
  );
  const body = await response.json();
  return { status: response.status, errCode: body.errors[0]?.errCode as string | undefined };
}

const STRANGER = "203.0.113.7";
const OWNER = "198.51.100.4";
const LIMITED = { status: 429, errCode: "416" };

describe("login is rate-limited per account and address (5 wrong passwords in 15 minutes)", () => {
  it("the 6th try from that address is refused with 429 and 416, even with the right password, until the window passes", async () => {
    const user = await registerFreshUser(service);
    for (let i = 0; i < 5; i++) {
      expect(await login(i % 2 ? user.email : user.mobile, "Wrong@123", STRANGER)).toEqual({
        status: 401,
        errCode: "801",
      });
    }
    expect(await login(user.email, user.password, STRANGER)).toEqual(LIMITED);
    expect(await login(user.mobile, user.password, STRANGER)).toEqual(LIMITED);
    minutesLater(16);
    expect((await login(user.email, user.password, STRANGER)).status).toBe(200);
  });

  it("a stranger's wrong passwords lock out the stranger's address, not the owner's", async () => {
    const user = await registerFreshUser(service);
    for (let i = 0; i < 7; i++) await login(user.email, "Wrong@123", STRANGER);
    expect((await login(user.email, user.password, OWNER)).status).toBe(200);
    expect(await login(user.email, user.password, STRANGER)).toEqual(LIMITED);
  });

  it("an IPv6 caller is one address per /64 network", async () => {
    const user = await registerFreshUser(service);
    for (let i = 0; i < 5; i++) await login(user.email, "Wrong@123", `2001:db8:7:7::${i + 1}`);
    expect(await login(user.email, user.password, "2001:db8:7:7::99")).toEqual(LIMITED);
    expect((await login(user.email, user.password, "2001:db8:7:8::1")).status).toBe(200);
  });

  it("callers without the header, or with one that is not an address, share one key", async () => {
    const user = await registerFreshUser(service);
    for (const address of [undefined, "not-an-address", "", undefined, "10.0.0.1, 10.0.0.2"]) {
      expect((await login(user.email, "Wrong@123", address)).status).toBe(401);
    }
    expect(await login(user.email, user.password)).toEqual(LIMITED);
    expect((await login(user.email, user.password, OWNER)).status).toBe(200);
  });

  it("30 tries from all addresses together lock the account from every address until the window passes", async () => {
    const user = await registerFreshUser(service);
    for (let address = 1; address <= 6; address++) {
      for (let i = 0; i < 5; i++) {
        expect((await login(user.email, "Wrong@123", `192.0.2.${address}`)).status).toBe(401);
      }
    }
    expect(await login(user.email, user.password, OWNER)).toEqual(LIMITED);
    minutesLater(16);
    expect((await login(user.email, user.password, OWNER)).status).toBe(200);
  });

  it("a success clears its address's count and does not count towards the ceiling; other accounts are untouched", async () => {
    const user = await registerFreshUser(service);
    const other = await registerFreshUser(service);
    for (let round = 0; round < 7; round++) {
      for (let i = 0; i < 4; i++) await login(user.email, "Wrong@123", `192.0.2.${round}`);
      expect((await login(user.email, user.password, `192.0.2.${round}`)).status).toBe(200);
    }
    // 28 wrong so far: two more reach the ceiling of 30.
    for (let i = 0; i < 2; i++) await login(user.email, "Wrong@123", "192.0.2.98");
    expect(await login(user.email, user.password, "192.0.2.99")).toEqual(LIMITED);
    for (let i = 0; i < 5; i++) await login(`nobody-${user.userId}@fresh.test`, "Wrong@123");
    expect((await login(`nobody-${user.userId}@fresh.test`, "Wrong@123")).status).toBe(429);
    expect((await login(other.email, other.password)).status).toBe(200);
  });
});

describe("guest lookup is rate-limited per booking and address (10 wrong contacts in 15 minutes)", () => {
  async function lookup(bookingId: string, email: string, address: string, token?: string) {
    const request = new Request(`http://service.test${BOOKING_DETAILS_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...from(address),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ data: { bookingId, email } }),
    });
    const response = await service.fetch(request);
    return { status: response.status, errCode: (await response.json()).errors[0]?.errCode };
  }

  it("then the right email from that address is refused with 429 and 416; another address and the owner's token still read it", async () => {
    const owner = await guestToken(service);
    const { booking } = await booked(service, owner);
    const visitor = await guestToken(service);
    for (let i = 0; i < 10; i++) {
      expect(
        (await lookup(booking.bookingId, `guess${i}@example.test`, STRANGER, visitor)).status,
      ).toBe(404);
    }
    expect(await lookup(booking.bookingId, booking.contact.email, STRANGER, visitor)).toEqual(
      LIMITED,
    );
    expect((await lookup(booking.bookingId, booking.contact.email, OWNER)).status).toBe(200);
    const asOwner = await bookingCall(
      service,
      BOOKING_DETAILS_PATH,
      { bookingId: booking.bookingId },
      owner,
    );
    expect(asOwner.response.status).toBe(200);
    minutesLater(16);
    expect((await lookup(booking.bookingId, booking.contact.email, STRANGER)).status).toBe(200);
  });

  it("50 wrong contacts from all addresses together lock the booking's lookup everywhere", async () => {
    const { booking } = await booked(service, await guestToken(service));
    for (let address = 1; address <= 5; address++) {
      for (let i = 0; i < 10; i++) {
        await lookup(booking.bookingId, `guess${i}@example.test`, `192.0.2.${address}`);
      }
    }
    expect(await lookup(booking.bookingId, booking.contact.email, OWNER)).toEqual(LIMITED);
  });
});
