import { SAVED_PASSENGERS_PATH, savedPassengersPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, bookingCall, guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { booked, freshUserToken } from "./after-booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function saved(token: string) {
  const { response, body } = await bookingCall(service, SAVED_PASSENGERS_PATH, {}, token);
  expect(response.status).toBe(200);
  return savedPassengersPayloadSchema.parse(body.payload).passengers;
}

const TWO_ADULTS = { ADULT: 2, CHILD: 0, INFANT: 0 };

describe("POST /xms/v1/flight/saved-passengers", () => {
  it("answers the travellers of the caller's bookings, latest first, each once", async () => {
    const token = await freshUserToken(service);
    await booked(service, token, {
      paxInfo: TWO_ADULTS,
      passengers: [adult("Meera", "Iyer"), adult("Karan", "Iyer")],
    });
    await booked(service, token, { passengers: [adult("Anil", "Rao")] });
    await booked(service, token, { passengers: [{ ...adult("MEERA", "iyer") }] });
    const passengers = await saved(token);
    expect(passengers.map(({ values }) => `${values.firstName} ${values.lastName}`)).toEqual([
      "MEERA iyer",
      "Anil Rao",
      "Karan Iyer",
    ]);
    expect(passengers[1]).toMatchObject({ type: "ADULT", values: { title: "Mr" } });
    expect(new Set(passengers.map(({ id }) => id)).size).toBe(3);
  });

  it("shows nobody else's travellers, and a guest none", async () => {
    const owner = await freshUserToken(service);
    await booked(service, owner, { passengers: [adult("Private", "Person")] });
    expect(await saved(await freshUserToken(service))).toEqual([]);
    const guest = await guestToken(service);
    await booked(service, guest, { passengers: [adult("Guest", "Traveller")] });
    expect(await saved(guest)).toEqual([]);
  });

  it("refuses anything in the request with 400 and answers 403 without a token", async () => {
    const token = await freshUserToken(service);
    const extra = await bookingCall(service, SAVED_PASSENGERS_PATH, { userId: "U1001" }, token);
    expect(extra.response.status).toBe(400);
    const anonymous = await bookingCall(service, SAVED_PASSENGERS_PATH, {});
    expect(anonymous.response.status).toBe(403);
  });
});
