import {
  AMENDMENT_REQUEST_PATH,
  BOOKING_DETAILS_PATH,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  MY_BOOKINGS_PATH,
  UNHOLD_PATH,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adult, bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { balance, booked, loginToken, paidBooking } from "./after-booking-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const as = (email: string, password: string) => loginToken(service, email, password);

async function listed(token: string): Promise<string[]> {
  const { body } = await bookingCall(service, MY_BOOKINGS_PATH, { pageSize: 50 }, token);
  return body.payload.bookings.map((entry: { bookingId: string }) => entry.bookingId);
}

async function detailsStatus(token: string, bookingId: string): Promise<number> {
  const { response } = await bookingCall(service, BOOKING_DETAILS_PATH, { bookingId }, token);
  return response.status;
}

describe("a booking is visible to its owner and their agency or company, nobody else", () => {
  it("the agency and its staff see each other's bookings; another agency sees neither", async () => {
    const agency = await as("agent@wayfare.test", "Agent@123");
    const staff = await as("agentstaff@wayfare.test", "Agentstaff@123");
    const otherAgency = await as("agent2@wayfare.test", "Agent2@123");
    const byStaff = (await booked(service, staff)).booking.bookingId;
    const byAgency = (await booked(service, agency)).booking.bookingId;

    expect(await listed(agency)).toEqual(expect.arrayContaining([byStaff, byAgency]));
    expect(await listed(staff)).toEqual(expect.arrayContaining([byStaff, byAgency]));
    expect(await detailsStatus(agency, byStaff)).toBe(200);
    expect(await detailsStatus(staff, byAgency)).toBe(200);

    const seenByOther = await listed(otherAgency);
    expect(seenByOther).not.toContain(byStaff);
    expect(seenByOther).not.toContain(byAgency);
    expect(await detailsStatus(otherAgency, byStaff)).toBe(404);
  });

  it("the company's account and travel desk see an employee's booking; a colleague does not", async () => {
    const employee = await as("employee@acme.test", "Employee@123");
    const policyReason = { code: "MEETING_SCHEDULE" };
    // An employee travels with their own email and mobile.
    const passengers = [{ ...adult("Asha"), email: "asha@acme.test", mobile: "9876543210" }];
    const bookingId = (await booked(service, employee, { policyReason, passengers })).booking
      .bookingId;
    for (const [email, password] of [
      ["corporate@acme.test", "Corporate@123"],
      ["traveldesk@acme.test", "Traveldesk@123"],
    ] as const) {
      const token = await as(email, password);
      expect(await listed(token)).toContain(bookingId);
      expect(await detailsStatus(token, bookingId)).toBe(200);
    }
    const colleague = await as("employee2@acme.test", "Employee@123");
    expect(await listed(colleague)).not.toContain(bookingId);
    expect(await detailsStatus(colleague, bookingId)).toBe(404);
  });

  it("customers share Wayfare's partner id but never each other's bookings", async () => {
    const customer = await as("customer@wayfare.test", "Customer@123");
    const bookingId = (await booked(service, customer)).booking.bookingId;
    const admin = await as("admin@wayfare.test", "Admin@123");
    expect(await detailsStatus(admin, bookingId)).toBe(404);
    expect(await listed(admin)).not.toContain(bookingId);
  });
});

describe("the organisation acts on its bookings too (decision 0029)", () => {
  it("agency staff cancel the agency's booking, refunded to the agency's deposit; another agency cannot", async () => {
    const agency = await as("agent@wayfare.test", "Agent@123");
    const staff = await as("agentstaff@wayfare.test", "Agentstaff@123");
    const otherAgency = await as("agent2@wayfare.test", "Agent2@123");
    const { booking } = await paidBooking(service, agency);
    const { bookingId } = booking;
    const afterPaying = await balance(service, agency);

    for (const path of [CANCELLATION_QUOTE_PATH, CANCELLATION_CONFIRM_PATH]) {
      const refused = await bookingCall(service, path, { bookingId }, otherAgency);
      expect(refused.response.status).toBe(404);
      expect(refused.body.errors[0].errCode).toBe("1016");
    }
    const quoted = await bookingCall(service, CANCELLATION_QUOTE_PATH, { bookingId }, staff);
    expect(quoted.response.status).toBe(200);
    const { response, body } = await bookingCall(
      service,
      CANCELLATION_CONFIRM_PATH,
      { bookingId },
      staff,
    );
    expect(response.status).toBe(200);
    expect(body.payload.refundTo).toBe("DEPOSIT");
    expect(await balance(service, agency)).toBe(afterPaying + body.payload.totalRefund);
  });

  it("the agency releases its staff's hold, and the staff ask for a change to the agency's ticket; another agency cannot", async () => {
    const agency = await as("agent@wayfare.test", "Agent@123");
    const staff = await as("agentstaff@wayfare.test", "Agentstaff@123");
    const otherAgency = await as("agent2@wayfare.test", "Agent2@123");
    const held = (await booked(service, staff, { hold: true })).booking.bookingId;
    expect(
      (await bookingCall(service, UNHOLD_PATH, { bookingId: held }, otherAgency)).response.status,
    ).toBe(404);
    const unheld = await bookingCall(service, UNHOLD_PATH, { bookingId: held }, agency);
    expect(unheld.response.status).toBe(200);
    expect(unheld.body.payload.status).toBe("CANCELLED");

    const ticketed = (await paidBooking(service, agency)).booking;
    const change = {
      bookingId: ticketed.bookingId,
      amendmentType: "REISSUE",
      segments: [{ segmentId: ticketed.tripInfos[0].segments[0].id, passengerIds: ["1"] }],
      remarks: "Move to the next day, same flight.",
    };
    expect(
      (await bookingCall(service, AMENDMENT_REQUEST_PATH, change, otherAgency)).response.status,
    ).toBe(404);
    expect(
      (await bookingCall(service, AMENDMENT_REQUEST_PATH, change, agency)).response.status,
    ).toBe(200);
  });
});
