import { randomInt } from "node:crypto";
import { cheapestPrice, readTokenClaims, type TokenSubject, type TripPrice } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { indiaToday } from "../inventory/local-time";
import { searchResults } from "../search/search-results";
import { daysFromToday, oneWay } from "../search/search-testing";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import { adult, bookCall, reviewCall } from "./booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

async function tokenOf(username: string, password: string): Promise<string> {
  const response = await service.fetch(backendCall({ apiName: "login", username, password }));
  return response.headers.get("authorization") ?? "";
}

/** The lowest and a dearer net fare the search offers this user, DEL→BOM `days` ahead. */
function lowestAndDearer(subject: TokenSubject, days: number): [TripPrice, TripPrice] {
  const now = new Date();
  const query = oneWay("DEL", "BOM", daysFromToday(days));
  const { today } = indiaToday(now);
  const trips = searchResults({ query, today, now, subject }).lists.ONWARD ?? [];
  const prices = trips.map((trip) => cheapestPrice(trip, "net")).sort((a, b) => a.net - b.net);
  const [cheapest] = prices;
  const dearer = prices.find((price) => price.net > (cheapest?.net ?? 0));
  if (!cheapest || !dearer) throw new Error("no fares to compare");
  return [cheapest, dearer];
}

describe("corporate fare policy at review (J§: a reason when not choosing the lowest)", () => {
  it("a corporate employee choosing the lowest net fare needs no reason", async () => {
    const token = await tokenOf("employee@acme.test", "Employee@123");
    const subject = readTokenClaims(token)?.subject as TokenSubject;
    const [lowest] = lowestAndDearer(subject, 41);
    const { response, body } = await reviewCall(service, token, [lowest.id]);
    expect(response.status).toBe(200);
    expect(body.payload.policyReason).toBeUndefined();
  });

  it("a dearer fare is refused without a reason, and kept with one", async () => {
    const token = await tokenOf("employee@acme.test", "Employee@123");
    const subject = readTokenClaims(token)?.subject as TokenSubject;
    const [, dearer] = lowestAndDearer(subject, 42);
    const refused = await reviewCall(service, token, [dearer.id]);
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { errCode: "400", message: "Please select a reason for not choosing the lowest fare" },
    ]);

    const policyReason = { code: "MEETING_SCHEDULE" };
    const request = new Request("http://service.test/xms/v1/flight/review", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: {
          priceIds: [dearer.id],
          passengers: { ADULT: 1, CHILD: 0, INFANT: 0 },
          policyReason,
        },
      }),
    });
    const kept = await service.fetch(request);
    expect(kept.status).toBe(200);
    const body = await kept.json();
    expect(body.payload.policyReason).toEqual(policyReason);
  });

  it("an agent may choose any fare without a reason", async () => {
    const token = await tokenOf("agent@wayfare.test", "Agent@123");
    const subject = readTokenClaims(token)?.subject as TokenSubject;
    const [, dearer] = lowestAndDearer(subject, 43);
    const { response } = await reviewCall(service, token, [dearer.id]);
    expect(response.status).toBe(200);
  });

  it("a corporate employee travels with their own email and mobile; the employee id is kept", async () => {
    const token = await tokenOf("employee@acme.test", "Employee@123");
    const subject = readTokenClaims(token)?.subject as TokenSubject;
    const [lowest] = lowestAndDearer(subject, randomInt(44, 300));
    const review = await reviewCall(service, token, [lowest.id]);
    const bookingId = review.body.payload.bookingId as string;
    const employee = { ...adult("Meera", "Iyer"), employeeId: "ACME-0042" };
    const refused = await bookCall(service, token, { bookingId, passengers: [employee] });
    expect(refused.response.status).toBe(400);
    expect(refused.body.errors.map((error: { message: string }) => error.message)).toEqual([
      "Please enter Email",
      "Please enter valid Mobile Number",
    ]);
    const complete = { ...employee, email: "meera@acme.test", mobile: "9876543210" };
    const booked = await bookCall(service, token, { bookingId, passengers: [complete] });
    expect(booked.response.status).toBe(200);
    expect(booked.body.payload.passengers[0].details).toEqual({
      employeeId: "ACME-0042",
      email: "meera@acme.test",
      mobile: "9876543210",
    });
  });
});
