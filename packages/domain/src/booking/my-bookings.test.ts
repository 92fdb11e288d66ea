import { describe, expect, it } from "vitest";
import { issueMessages } from "../testing/zod-issues";
import { bookingLookupContact, bookingLookupSchema } from "./booking-lookup";
import { groupMyBookings, myBookingsTab } from "./my-bookings";

const now = new Date("2025-10-10T12:00:00Z");
const future = new Date("2025-10-20T06:00:00Z");
const past = new Date("2025-10-01T06:00:00Z");

describe("my bookings (J§2, J§4)", () => {
  it("tabs: Upcoming, Unconfirmed, Completed, Cancelled", () => {
    expect(myBookingsTab({ status: "Success", lastDeparture: future }, now)).toBe("Upcoming");
    expect(myBookingsTab({ status: "REISSUED", lastDeparture: future }, now)).toBe("Upcoming");
    expect(myBookingsTab({ status: "Success", lastDeparture: past }, now)).toBe("Completed");
    expect(myBookingsTab({ status: "NO_SHOW", lastDeparture: past }, now)).toBe("Completed");
    expect(myBookingsTab({ status: "On Hold", lastDeparture: future }, now)).toBe("Unconfirmed");
    expect(myBookingsTab({ status: "Pending", lastDeparture: future }, now)).toBe("Unconfirmed");
    expect(myBookingsTab({ status: "CANCELLED", lastDeparture: future }, now)).toBe("Cancelled");
    expect(myBookingsTab({ status: "VOIDED", lastDeparture: past }, now)).toBe("Cancelled");
  });

  it("All holds every booking; each other tab its own, in order", () => {
    const bookings = [
      { id: "a", status: "Success" as const, lastDeparture: future },
      { id: "b", status: "CANCELLED" as const, lastDeparture: future },
      { id: "c", status: "Success" as const, lastDeparture: future },
    ];
    const groups = groupMyBookings(bookings, now);
    expect(groups.All.map((b) => b.id)).toEqual(["a", "b", "c"]);
    expect(groups.Upcoming.map((b) => b.id)).toEqual(["a", "c"]);
    expect(groups.Cancelled.map((b) => b.id)).toEqual(["b"]);
    expect(groups.Unconfirmed).toEqual([]);
    expect(groups.Completed).toEqual([]);
  });

  it("guest lookup: 'Please Enter Email/Mobile' when blank or absent", () => {
    expect(issueMessages(bookingLookupSchema, { bookingId: "TJS1" })).toEqual([
      "Please Enter Email/Mobile",
    ]);
    expect(issueMessages(bookingLookupSchema, { emailOrMobile: " ", bookingId: "TJS1" })).toEqual([
      "Please Enter Email/Mobile",
    ]);
  });

  it("guest lookup: 'Please enter a valid Email or Mobile' and a required booking id", () => {
    expect(
      issueMessages(bookingLookupSchema, { emailOrMobile: "nope", bookingId: "TJS1" }),
    ).toEqual(["Please enter a valid Email or Mobile"]);
    expect(issueMessages(bookingLookupSchema, { emailOrMobile: "9876543210" })).toEqual([
      "Please Enter Booking Id",
    ]);
    expect(bookingLookupSchema.parse({ emailOrMobile: " a@b.in ", bookingId: " TJS1 " })).toEqual({
      emailOrMobile: "a@b.in",
      bookingId: "TJS1",
    });
  });

  it("guest lookup: an email is matched with the contact's email, anything else with the mobile", () => {
    expect(bookingLookupContact(" asha@example.in ")).toEqual({ email: "asha@example.in" });
    expect(bookingLookupContact("9876543210")).toEqual({ mobile: "9876543210" });
  });
});
