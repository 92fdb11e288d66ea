import { describe, expect, it } from "vitest";
import { UPCOMING_TRAVEL_LIMIT, upcomingTravel } from "./upcoming-travel";

const now = new Date("2026-12-01T00:00:00Z");
const at = (day: number) => new Date(Date.UTC(2026, 11, day, 6));

describe("upcoming travel on the landing page (J§2)", () => {
  it("lists ticketed bookings by their next flight, soonest first, at most three", () => {
    const entries = [5, 2, 9, 3, 7].map((day) => ({
      id: `d${day}`,
      status: "Success" as const,
      lastDeparture: at(day + 3),
      nextDeparture: at(day),
    }));
    const listed = upcomingTravel(entries, now);
    expect(listed.map((entry) => entry.id)).toEqual(["d2", "d3", "d5"]);
    expect(UPCOMING_TRAVEL_LIMIT).toBe(3);
  });

  it("leaves out held, cancelled and travelled bookings, and a REISSUED one still counts", () => {
    const entry = { lastDeparture: at(9), nextDeparture: at(4) };
    const listed = upcomingTravel(
      [
        { ...entry, id: "held", status: "On Hold" as const },
        { ...entry, id: "cancelled", status: "CANCELLED" as const },
        { ...entry, id: "reissued", status: "REISSUED" as const },
        { id: "flown", status: "Success" as const, lastDeparture: at(0), nextDeparture: undefined },
      ],
      now,
    );
    expect(listed.map((one) => one.id)).toEqual(["reissued"]);
  });
});
