import { describe, expect, it } from "vitest";
import {
  type FilteredBooking,
  matchesMyBookingsFilter,
  travelDatesInOrder,
} from "./my-bookings-filter";

const booking: FilteredBooking = {
  passengers: ["Mr Ravi Kumar", "Ms Asha  Rao"],
  firstDeparture: "2026-12-10T06:30",
  bookedBy: "U2001",
};

describe("My bookings filters (issue 22)", () => {
  it("lets everything through when nothing is asked", () => {
    expect(matchesMyBookingsFilter(booking, {})).toBe(true);
    expect(matchesMyBookingsFilter(booking, { traveller: "  " })).toBe(true);
  });

  it("finds a traveller by part of the name, in any case and spacing", () => {
    expect(matchesMyBookingsFilter(booking, { traveller: "kumar" })).toBe(true);
    expect(matchesMyBookingsFilter(booking, { traveller: "asha rao" })).toBe(true);
    expect(matchesMyBookingsFilter(booking, { traveller: "Iyer" })).toBe(false);
  });

  it("keeps bookings whose first flight leaves between the two days, both included", () => {
    expect(matchesMyBookingsFilter(booking, { travelFrom: "2026-12-10" })).toBe(true);
    expect(matchesMyBookingsFilter(booking, { travelTo: "2026-12-10" })).toBe(true);
    expect(matchesMyBookingsFilter(booking, { travelFrom: "2026-12-11" })).toBe(false);
    expect(matchesMyBookingsFilter(booking, { travelTo: "2026-12-09" })).toBe(false);
  });

  it("keeps one booker's bookings", () => {
    expect(matchesMyBookingsFilter(booking, { bookedBy: "U2001" })).toBe(true);
    expect(matchesMyBookingsFilter(booking, { bookedBy: "U2002" })).toBe(false);
  });

  it("orders the travel dates when both are given", () => {
    expect(travelDatesInOrder({ travelFrom: "2026-12-10", travelTo: "2026-12-10" })).toBe(true);
    expect(travelDatesInOrder({ travelFrom: "2026-12-11", travelTo: "2026-12-10" })).toBe(false);
    expect(travelDatesInOrder({ travelFrom: "2026-12-11" })).toBe(true);
  });
});
