import {
  SUPPLIER_ALLOTMENTS_LOAD_PATH,
  SUPPLIER_INVENTORY_PATH,
  SUPPLIER_LOAD_WITHDRAW_PATH,
  supplierAllotmentsLoadPayloadSchema,
  supplierInventoryPayloadSchema,
  type TripPrice,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balance, newAgentLogin, paidBooking } from "../after-booking/after-booking-testing";
import { adult, bookCall, bookingCall, reviewCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { accountOfRole, type TestAccount } from "../people/people-testing";
import { daysFromToday, oneWay, searchCall } from "../search/search-testing";
import { serviceUnderTest } from "../testing/service-under-test";
import { allotmentCsv, flightNumberOf, flightOf, supplierPricesOn } from "./supplier-testing";

let service: FlightService;
let supplier: TestAccount;
let supplierAdmin: TestAccount;
let agentToken: () => Promise<string>;
beforeAll(async () => {
  service = await serviceUnderTest();
  supplier = await accountOfRole(service, "SUPPLIER");
  supplierAdmin = await accountOfRole(service, "SUPPLIER_ADMIN", {
    partnerId: supplier.partnerId,
  });
  agentToken = await newAgentLogin(service);
}, 60_000);
afterAll(() => service.close());

/** A day of its own per test, so each one's allotments are the only ones on its flight. */
const onDay = (days: number) => {
  const date = daysFromToday(days);
  return { date, flight: flightOf("6E", "DEL", "BOM", date) };
};

async function loaded(days: number, seats: number, bookingClass = "S") {
  const { date, flight } = onDay(days);
  const csv = allotmentCsv([
    [flightNumberOf(flight), date, "Economy", bookingClass, String(seats), "3999", "850"],
  ]);
  const { body } = await bookingCall(
    service,
    SUPPLIER_ALLOTMENTS_LOAD_PATH,
    { csv },
    supplier.token,
  );
  return supplierAllotmentsLoadPayloadSchema.parse(body.payload).loadId;
}

async function inventory(token: string) {
  const { body } = await bookingCall(service, SUPPLIER_INVENTORY_PATH, {}, token);
  return supplierInventoryPayloadSchema.parse(body.payload);
}

/** The load's Supplier fare as search sells it now, if it does. */
async function supplierFare(days: number, loadId: string): Promise<TripPrice | undefined> {
  const { date, flight } = onDay(days);
  const response = await service.fetch(searchCall(oneWay("DEL", "BOM", date)));
  const trips = (await response.json()).payload.tripInfos.ONWARD ?? [];
  return supplierPricesOn(trips, flight).find((price) => price.id.includes(loadId));
}

describe("booking a Supplier fare (decision 0082)", () => {
  it("books and tickets it from the deposit, priced from the row, its seats counting down", async () => {
    const days = 61;
    const loadId = await loaded(days, 2);
    const fare = (await supplierFare(days, loadId)) as TripPrice;
    expect(fare.fareDetails.ADULT.seatsRemaining).toBe(2);
    const token = await agentToken();
    const before = await balance(service, token);

    // A total the client changed is not trusted: the review prices the row again.
    const tampered = fare.id.replace(/#\d+$/, "#100");
    const review = await reviewCall(service, token, [tampered]);
    expect(review.body.payload).toMatchObject({
      priceChanged: true,
      oldTotal: 100,
      newTotal: 484_900,
    });

    const { booking } = await paidBooking(service, token, { priceIds: [fare.id] });
    expect(booking.status).toBe("Success");
    expect(booking.total).toBe(484_900);
    expect(await balance(service, token)).toBe(before - 484_900);
    expect((await supplierFare(days, loadId))?.fareDetails.ADULT.seatsRemaining).toBe(1);

    // The order on the supplier's inventory, for it and its admin; not for another supplier.
    const order = {
      bookingId: booking.bookingId,
      flightNumber: flightNumberOf(onDay(days).flight),
      date: onDay(days).date,
      seats: 1,
      amount: 484_900,
      status: "Success",
    };
    for (const who of [supplier, supplierAdmin]) {
      const seen = await inventory(who.token);
      expect(seen.orders).toContainEqual(expect.objectContaining(order));
      expect(seen.ordersTotal).toBeGreaterThanOrEqual(1);
    }
    const stranger = await accountOfRole(service, "SUPPLIER");
    expect((await inventory(stranger.token)).orders).toEqual([]);
  });

  it("sells the last seat to exactly one of two bookings at once; the other is sold out", async () => {
    const days = 62;
    const loadId = await loaded(days, 1);
    const fare = (await supplierFare(days, loadId)) as TripPrice;
    const tokens = await Promise.all([agentToken(), agentToken()]);
    const reviews = await Promise.all(tokens.map((token) => reviewCall(service, token, [fare.id])));
    const outcomes = await Promise.all(
      reviews.map(({ body }, index) =>
        bookCall(service, tokens[index] as string, {
          bookingId: body.payload.bookingId,
          passengers: [adult(index === 0 ? "Asha" : "Ravi", "Iyer")],
        }),
      ),
    );
    const booked = outcomes.filter(({ body }) => body.status.success);
    const refused = outcomes.filter(({ body }) => !body.status.success);
    expect(booked).toHaveLength(1);
    expect(refused.map(({ body }) => body.errors[0].errCode)).toEqual(["1915"]);
    expect(await supplierFare(days, loadId)).toBeUndefined();
    const again = await reviewCall(service, tokens[0] as string, [fare.id]);
    expect(again.body.errors[0].errCode).toBe("1915");
  });

  it("refuses a withdrawn load's fare at review, and at booking from a review made before", async () => {
    const days = 63;
    const loadId = await loaded(days, 5);
    const fare = (await supplierFare(days, loadId)) as TripPrice;
    const token = await agentToken();
    const earlier = await reviewCall(service, token, [fare.id]);
    expect(earlier.response.status).toBe(200);
    const withdrawn = await bookingCall(
      service,
      SUPPLIER_LOAD_WITHDRAW_PATH,
      { loadId },
      supplierAdmin.token,
    );
    expect(withdrawn.response.status).toBe(200);
    const review = await reviewCall(service, token, [fare.id]);
    expect(review.response.status).toBe(400);
    expect(review.body.errors[0].errCode).toBe("1000");
    const booked = await bookCall(service, token, {
      bookingId: earlier.body.payload.bookingId,
      passengers: [adult("Meera", "Nair")],
    });
    expect(booked.body.errors[0].errCode).toBe("1915");
  });

  it("takes no Supplier fare's id where only generated fares are priced again", async () => {
    const days = 64;
    const loadId = await loaded(days, 3);
    const fare = (await supplierFare(days, loadId)) as TripPrice;
    const forged = fare.id.replace(loadId, "LAAAAAAAAAAAA");
    const review = await reviewCall(service, await agentToken(), [forged]);
    expect(review.body.errors[0].errCode).toBe("1000");
  });
});
