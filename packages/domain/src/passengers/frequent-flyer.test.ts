import { describe, expect, it } from "vitest";
import { frequentFlyerError, frequentFlyerNumbers, tripAirlines } from "./frequent-flyer";
import { passengerIssues } from "./passenger-schema";

const TRIP = ["6E", "AI"];

describe("frequent flyer numbers, one per airline of the trip (J§3 passenger)", () => {
  it("reads each airline's number, whatever the case and spacing", () => {
    expect(frequentFlyerNumbers("6e 41827735, AI-7081234 ,")).toEqual([
      { airline: "6E", number: "41827735" },
      { airline: "AI", number: "7081234" },
    ]);
    expect(frequentFlyerNumbers("41827735")).toBeUndefined();
  });

  it("refuses an unreadable entry, an airline twice, and an airline not on this trip", () => {
    expect(frequentFlyerError("6E 41827735, AI 7081234", TRIP)).toBeUndefined();
    expect(frequentFlyerError("", TRIP)).toBeUndefined();
    expect(frequentFlyerError("41827735", TRIP)).toBe(
      "Give each number as the airline code and the number, e.g. 6E 41827735",
    );
    expect(frequentFlyerError("6E 41827735, 6E 1234567", TRIP)).toBe(
      "Give one frequent flyer number per airline",
    );
    expect(frequentFlyerError("UK 41827735", TRIP)).toBe(
      "UK does not fly on this trip: frequent flyer numbers for 6E, AI only",
    );
  });

  it("knows a trip's airlines from its segments, each once, in trip order", () => {
    const segment = (code: string) => ({ airline: { code } });
    expect(
      tripAirlines([{ segments: [segment("AI"), segment("UK")] }, { segments: [segment("AI")] }]),
    ).toEqual(["AI", "UK"]);
  });

  it("is checked with the passenger's other fields, the infant rule first", () => {
    const context = {
      paxType: "ADULT" as const,
      isDomestic: true,
      firstTravelDate: "2026-12-10",
      lastTravelDate: "2026-12-10",
      airlines: TRIP,
    };
    const values = { title: "Mr", firstName: "Ravi", lastName: "Kumar" };
    const issues = passengerIssues({ ...values, frequentFlyer: "UK 41827735" }, context);
    expect(issues).toContainEqual({
      field: "frequentFlyer",
      message: "UK does not fly on this trip: frequent flyer numbers for 6E, AI only",
    });
    const infant = passengerIssues(
      { ...values, title: "Master", dob: "2026-01-01", frequentFlyer: "6E 41827735" },
      { ...context, paxType: "INFANT" },
    );
    expect(infant).toContainEqual({
      field: "frequentFlyer",
      message: "An infant does not earn frequent flyer miles: leave this empty.",
    });
  });
});
