import { describe, expect, it } from "vitest";
import { BOOKING_DESK_ROLES, DESK_LOOKUP_MESSAGES, mayOpenAnyBooking } from "../roles/booking-desk";
import { ROLES } from "../roles/roles";
import { deskBookingSearchRequestSchema, deskLookupOf } from "./desk-bookings";

const search = (query: unknown) => deskBookingSearchRequestSchema.safeParse({ data: { query } });

describe("the booking desk (issue 22)", () => {
  it("is the call centre, its supervisors and admins, and no other role", () => {
    expect(ROLES.filter(mayOpenAnyBooking).sort()).toEqual([...BOOKING_DESK_ROLES].sort());
    expect(BOOKING_DESK_ROLES).toEqual(["CALLCENTER", "SUPERVISOR", "ADMIN"]);
  });

  it("reads a booking id or an airline PNR in either case, and nothing else", () => {
    expect(deskLookupOf(" wf2603010000001 ")).toEqual({ bookingId: "WF2603010000001" });
    expect(deskLookupOf("x7kq2p")).toEqual({ pnr: "X7KQ2P" });
    // PNRs leave out 0, 1, I and O, which are misheard over the phone.
    expect(deskLookupOf("X7KQ2O")).toBeUndefined();
    expect(deskLookupOf("WF26030100")).toBeUndefined();
    expect(deskLookupOf("")).toBeUndefined();
  });

  it(`refuses anything else with '${DESK_LOOKUP_MESSAGES.query}'`, () => {
    expect(search("wf2603010000001").data?.data.query).toBe("WF2603010000001");
    for (const query of ["", "Ravi Kumar", "X7KQ2P\u0000", "A".repeat(80), 42]) {
      expect(search(query).error?.issues.map((issue) => issue.message)).toEqual([
        DESK_LOOKUP_MESSAGES.query,
      ]);
    }
  });
});
