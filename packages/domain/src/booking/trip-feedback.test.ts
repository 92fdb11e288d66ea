import { describe, expect, it } from "vitest";
import { FEEDBACK_MESSAGES, mayGiveFeedback, TRIP_RATING_LABELS } from "./trip-feedback";

const now = new Date("2026-12-10T00:00:00Z");
const flown = new Date("2026-12-09T06:00:00Z");
const ahead = new Date("2026-12-11T06:00:00Z");

describe("feedback after travel (J§2)", () => {
  it("opens once a ticketed booking's last flight has departed", () => {
    expect(mayGiveFeedback({ status: "Success", lastDeparture: flown }, now)).toBe(true);
    expect(mayGiveFeedback({ status: "REISSUED", lastDeparture: flown }, now)).toBe(true);
    expect(mayGiveFeedback({ status: "Success", lastDeparture: ahead }, now)).toBe(false);
  });

  it("is not asked of a no-show, a cancelled or an unconfirmed booking", () => {
    for (const status of ["NO_SHOW", "CANCELLED", "On Hold", "Pending"] as const) {
      expect(mayGiveFeedback({ status, lastDeparture: flown }, now)).toBe(false);
    }
  });

  it("rates one to five, with the spec-silent messages written once", () => {
    expect(Object.keys(TRIP_RATING_LABELS)).toEqual(["1", "2", "3", "4", "5"]);
    expect(FEEDBACK_MESSAGES).toEqual({
      ratingRequired: "Please rate your trip",
      commentTooLong: "Please keep your comments within 1000 characters",
    });
  });
});
