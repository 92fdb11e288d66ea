import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import { directTrip } from "../results/trip-fixtures";
import { firstIssueMessage } from "../testing/zod-issues";
import {
  basisPointsToPercentage,
  markupAmount,
  markupUpdateChunks,
  percentageToBasisPoints,
  withMarkup,
} from "./markup";
import { markupPercentageSchema } from "./markup-schema";

describe("markup percentage input (J§5)", () => {
  it("shows basis points as a percentage with two decimals, and reads back the same", () => {
    expect(basisPointsToPercentage(1250)).toBe("12.50");
    expect(basisPointsToPercentage(7)).toBe("0.07");
    expect(percentageToBasisPoints(basisPointsToPercentage(1000))).toBe(1000);
  });

  it("empty or absent means no markup", () => {
    expect(markupPercentageSchema.parse(undefined)).toBeUndefined();
    expect(markupPercentageSchema.parse("  ")).toBeUndefined();
  });

  it.each([
    ["0", 0],
    ["12", 1200],
    ["12.5", 1250],
    ["12.05%", 1205],
    ["7%", 700],
  ])("accepts %s as %i basis points", (input, basisPoints) => {
    expect(markupPercentageSchema.parse(input)).toBe(basisPoints);
  });

  it.each(["-1", "12.345", "12.", ".5", "%", "12%%", "abc"])(
    "'Please enter a valid number' for %s",
    (input) => {
      expect(firstIssueMessage(markupPercentageSchema, input)).toBe("Please enter a valid number");
      expect(percentageToBasisPoints(input)).toBeUndefined();
    },
  );

  it("applies a percentage markup in paise", () => {
    expect(markupAmount(paise(1_000_000), 1250)).toBe(125_000);
  });

  it("sends markup update-all in chunks of 1000 (J§9)", () => {
    const ids = Array.from({ length: 2500 }, (_, index) => index);
    expect(markupUpdateChunks(ids).map((chunk) => chunk.length)).toEqual([1000, 1000, 500]);
    expect(markupUpdateChunks([])).toEqual([]);
  });
});

describe("fares shown with the agent's markup", () => {
  it("adds the percentage of each fare's total to it and records it; net and commission stay", () => {
    const trip = directTrip("t1", "0600", [
      { id: "p1", total: 465_000, commission: 10_000 },
      { id: "p2", total: 500_000 },
    ]);
    const shown = withMarkup(trip, 1250);
    expect(shown.prices.map(({ total, markup, net }) => ({ total, markup, net }))).toEqual([
      { total: 523_125, markup: 58_125, net: 455_000 },
      { total: 562_500, markup: 62_500, net: 500_000 },
    ]);
    expect(shown.segments).toBe(trip.segments);
    expect(withMarkup(trip, 0)).toBe(trip);
  });
});
