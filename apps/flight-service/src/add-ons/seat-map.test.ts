import { seatMapPayloadSchema, ssrPayloadSchema } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { bookedForAddOns, seatMapCall, seatsOf, ssrCall } from "./add-ons-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

describe("POST /xms/v1/flight/seat-map", () => {
  it("lays out the booked cabin of each flight with seat types, features, fares and statuses", async () => {
    const token = await guestToken(service);
    const { bookingId, segmentId } = await bookedForAddOns(service, token);
    const { response, body } = await seatMapCall(service, token, bookingId);
    expect(response.status).toBe(200);
    const map = seatMapPayloadSchema.parse(body.payload);
    expect(map.passengers).toEqual([
      expect.objectContaining({ passengerIndex: 0, type: "ADULT", carriesInfant: false }),
    ]);
    const [segment] = map.segments;
    if (!segment) throw new Error("no segment");
    expect(segment).toMatchObject({ segmentId, tripIndex: 0, from: "DEL", to: "BOM", chosen: [] });
    expect(segment.decks).toHaveLength(1);
    expect(segment.decks[0]?.aislesAfter.length).toBeGreaterThan(0);
    const seats = seatsOf(segment);
    const row = segment.decks[0]?.rows.find((candidate) => candidate.seats.length === 6);
    if (row) {
      expect(row.seats.map((seat) => seat.type)).toEqual([
        "window",
        "middle",
        "aisle",
        "aisle",
        "middle",
        "window",
      ]);
    }
    expect(seats.some((seat) => seat.price === 0)).toBe(true);
    expect(seats.some((seat) => seat.price > 0)).toBe(true);
    expect(seats.some((seat) => seat.features.includes("exitRow"))).toBe(true);
    expect(seats.every((seat) => seat.seatNo === `${seat.row}${seat.column}`)).toBe(true);
    expect(seats.every((seat) => seat.status !== "occupied")).toBe(true);
    const xl = seats.filter((seat) => seat.features.includes("extraLegroom"));
    const plainMiddle = seats.filter(
      (seat) => seat.features.length === 0 && seat.type === "middle",
    );
    expect(Math.min(...xl.map((seat) => seat.price))).toBeGreaterThan(
      Math.max(...plainMiddle.map((seat) => seat.price)),
    );
    expect(segment.legend.map((entry) => entry.key)).toContain("occupied");
  });

  it("is the same map for the same flight (generated from a seed)", async () => {
    const token = await guestToken(service);
    const first = await bookedForAddOns(service, token);
    const second = await bookedForAddOns(service, token, { priceId: first.priceId });
    const [a, b] = await Promise.all([
      seatMapCall(service, token, first.bookingId),
      seatMapCall(service, token, second.bookingId),
    ]);
    expect(a.body.payload.segments[0].decks).toEqual(b.body.payload.segments[0].decks);
  });

  it("answers 1016 for anyone else's booking and 403 without a token", async () => {
    const { bookingId } = await bookedForAddOns(service, await guestToken(service));
    const other = await seatMapCall(service, await guestToken(service), bookingId);
    expect(other.response.status).toBe(404);
    expect(other.body.errors[0].errCode).toBe("1016");
    const anonymous = await seatMapCall(service, "", bookingId);
    expect(anonymous.response.status).toBe(403);
  });
});

describe("POST /xms/v1/flight/ssr", () => {
  it("lists meals, baggage steps, fast forward and wheelchairs per flight", async () => {
    const token = await guestToken(service);
    const { bookingId, segmentId } = await bookedForAddOns(service, token);
    const { body } = await ssrCall(service, token, bookingId);
    const ssr = ssrPayloadSchema.parse(body.payload);
    const [segment] = ssr.segments;
    expect(segment).toMatchObject({ segmentId, isDomestic: true });
    expect(segment?.baggage.map((option) => option.kg)).toEqual([3, 5, 10, 15, 20, 30]);
    expect(segment?.baggage.every((option) => option.price > 0)).toBe(true);
    expect(segment?.fastForward?.price).toBe(50000);
    expect(segment?.wheelchair.map((option) => option.code)).toEqual(["WCHR", "WCHS", "WCHC"]);
    expect(segment?.meals.some((meal) => meal.diet === "VEG")).toBe(true);
    expect(segment?.meals.some((meal) => meal.diet === "NON_VEG")).toBe(true);
    if (segment?.mealIncluded) {
      expect(segment.meals.every((meal) => meal.price === 0)).toBe(true);
    } else {
      expect(segment?.meals.filter((meal) => meal.code !== "BBML").every((m) => m.price > 0)).toBe(
        true,
      );
    }
    expect(ssr.addOns).toEqual([]);
  });

  it("includes meals free on a full-service fare with a meal, and sells no fast forward", async () => {
    const token = await guestToken(service);
    const { bookingId } = await bookedForAddOns(service, token, { lcc: false });
    const { body } = await ssrCall(service, token, bookingId);
    const segment = ssrPayloadSchema.parse(body.payload).segments[0];
    expect(segment?.fastForward).toBeNull();
    if (segment?.mealIncluded) {
      expect(segment.meals.map((meal) => meal.code)).toContain("VGML");
      expect(segment.meals.every((meal) => meal.price === 0)).toBe(true);
    }
  });
});
