import { BOOKING_DETAILS_PATH, REQUEST_HEADERS } from "@wayfare/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { booked } from "../after-booking/after-booking-testing";
import { guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { registerFreshUser } from "../testing/fresh-user";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import { verifyPassword } from "./passwords";

vi.mock("./passwords", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./passwords")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

/**
 * Tries in parallel. On Postgres (DATABASE_URL) they run truly at once over a pool of
 * connections; on PGlite they interleave on its one connection. Either way a try is counted
 * before its secret is checked, so no more than the limit are checked.
 */
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

const STRANGER = "203.0.113.7";
const OWNER = "198.51.100.4";
const from = (address: string) => ({ [REQUEST_HEADERS.clientAddress]: address });
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length;

async function login(username: string, password: string, address: string) {
  const response = await service.fetch(
    backendCall({ apiName: "login", username, password }, from(address)),
  );
  return response.status;
}

async function lookup(bookingId: string, email: string, address: string) {
  const response = await service.fetch(
    new Request(`http://service.test${BOOKING_DETAILS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from(address) },
      body: JSON.stringify({ data: { bookingId, email } }),
    }),
  );
  return response.status;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe(`parallel tries on ${process.env.DATABASE_URL ? "Postgres" : "PGlite"}`, () => {
  it("100 wrong passwords at once from one address: at most 5 are checked, the rest get 429", async () => {
    const user = await registerFreshUser(service);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(user.email, `Wrong@${i}`, STRANGER)),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(5);
    expect(tally(statuses)).toEqual({ 401: passwordChecks(), 429: 100 - passwordChecks() });
  });

  it("after a stranger's 100 wrong passwords at once, the owner logs in from their own address", async () => {
    const user = await registerFreshUser(service);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(user.email, `Wrong@${i}`, STRANGER)),
    );
    expect(await login(user.email, user.password, OWNER)).toBe(200);
    expect(await login(user.email, user.password, STRANGER)).toBe(429);
  });

  it("100 wrong passwords at once from 100 addresses: at most the account's 30 are checked", async () => {
    const user = await registerFreshUser(service);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(user.email, "Wrong@123", `192.0.2.${i + 1}`)),
    );
    expect(passwordChecks()).toBeLessThanOrEqual(30);
    expect(tally(statuses)).toEqual({ 401: passwordChecks(), 429: 100 - passwordChecks() });
  });

  it("200 guest lookups at once with wrong contacts: at most 10 are checked, the rest get 429", async () => {
    const { booking } = await booked(service, await guestToken(service));
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        lookup(booking.bookingId, `guess${i}@example.test`, STRANGER),
      ),
    );
    const checked = statuses.filter((status) => status === 404).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(tally(statuses)).toEqual({ 404: checked, 429: 200 - checked });
    expect(await lookup(booking.bookingId, booking.contact.email, OWNER)).toBe(200);
  });
});
