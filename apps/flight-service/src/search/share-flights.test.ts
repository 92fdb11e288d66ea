import { SHARE_FLIGHTS_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { bookingCall, guestToken, publishedPrice } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { outboxFor, registerFreshUser } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const PARTY = { ADULT: 1, CHILD: 0, INFANT: 0 };
const shareCall = (token: string, email: string, priceIds: string[]) =>
  bookingCall(service, SHARE_FLIGHTS_PATH, { email, priceIds, passengers: PARTY }, token);

describe("POST /xms/v1/flight/share (J§2 results: share by email)", () => {
  it("emails the chosen fares, priced again, to the client", async () => {
    const user = await registerFreshUser(service);
    const agent = await loginToken(service, user.email, user.password);
    const first = publishedPrice("DEL", "BOM", 24);
    const second = publishedPrice("DEL", "BOM", 25);
    const email = `client-${user.userId.toLowerCase()}@example.in`;
    const { response, body } = await shareCall(agent, email, [first.id, second.id]);
    expect(response.status).toBe(200);
    expect(body.payload).toEqual({ recipient: email, flights: 2 });
    const [message] = await outboxFor(service, email);
    expect(message?.subject).toBe(`Flight options from Fresh Travels (agent ${user.userId})`);
    expect(message?.body).toMatch(/^1\. .+DEL .+→ BOM .+₹/m);
    expect(message?.body).toMatch(/^2\. /m);
  });

  it("refuses guests, customers, fares that are not ours, and an 11th share in 10 minutes", async () => {
    const price = publishedPrice("DEL", "BOM", 26);
    const guest = await shareCall(await guestToken(service), "a@example.in", [price.id]);
    expect(guest.response.status).toBe(403);
    const customer = await registerFreshUser(service, "CUSTOMER");
    const retail = await shareCall(
      await loginToken(service, customer.email, customer.password),
      "a@example.in",
      [price.id],
    );
    expect(retail.body.errors[0].errCode).toBe("2504");

    const user = await registerFreshUser(service);
    const agent = await loginToken(service, user.email, user.password);
    const forged = await shareCall(agent, "a@example.in", ["not-a-price"]);
    expect(forged.body.errors[0].errCode).toBe("2504");
    for (let i = 0; i < 10; i++) {
      expect((await shareCall(agent, "a@example.in", [price.id])).response.status).toBe(200);
    }
    const limited = await shareCall(agent, "a@example.in", [price.id]);
    expect(limited.response.status).toBe(429);
    expect(limited.body.errors[0].errCode).toBe("416");
  });
});
