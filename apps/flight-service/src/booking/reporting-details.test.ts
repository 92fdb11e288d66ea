import { readTokenClaims, type TokenSubject } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLike } from "../after-booking/after-booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { adult, bookCall, bookingCall, detailsCall } from "./booking-testing";
import { corporateFare } from "./corporate-fare-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

describe("the dynamic fields a fare asks for, on the book call (J§5 by basis)", () => {
  it("a corporate fare needs its cost centre, checks each field's basis, and keeps what was given", async () => {
    const { token } = await loggedInLike(service, "employee@acme.test", "Employee@123");
    const subject = readTokenClaims(token)?.subject as TokenSubject;
    const price = corporateFare(subject, 43);
    const reviewed = await bookingCall(
      service,
      "/xms/v1/flight/review",
      {
        priceIds: [price.id],
        passengers: { ADULT: 1, CHILD: 0, INFANT: 0 },
        policyReason: { code: "MEETING_SCHEDULE" },
      },
      token,
    );
    expect(reviewed.response.status).toBe(200);
    const bookingId = reviewed.body.payload.bookingId as string;
    const employee = { ...adult("Meera", "Iyer"), email: "meera@acme.test", mobile: "9876543210" };
    const book = (dynamicFields?: Record<string, string>) =>
      bookCall(service, token, { bookingId, passengers: [employee], dynamicFields });

    const none = await book();
    expect(none.response.status).toBe(400);
    expect(none.body.errors.map((error: { message: string }) => error.message)).toEqual([
      "Cost Centre should not be empty",
    ]);
    const wrong = await book({ costCentre: "CC-1042", approverEmail: "boss@" });
    expect(wrong.body.errors.map((error: { message: string }) => error.message)).toEqual([
      "Cost Centre should not contains special character",
      "Please enter valid Email",
    ]);

    const booked = await book({
      costCentre: "CC 1042",
      projectCode: "",
      approverEmail: "boss@acme.test",
    });
    expect(booked.response.status).toBe(200);
    const details = await detailsCall(service, { bookingId }, token);
    expect(details.body.payload.reportingDetails).toEqual([
      { label: "Cost Centre", value: "CC 1042" },
      { label: "Approver Email", value: "boss@acme.test" },
    ]);
  });
});
