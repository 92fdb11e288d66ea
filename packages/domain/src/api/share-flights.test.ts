import { describe, expect, it } from "vitest";
import { SHARE_FLIGHTS_MESSAGES, shareFlightsSchema } from "./share-flights";

const party = { ADULT: 1, CHILD: 0, INFANT: 0 };
const messages = (input: unknown) =>
  shareFlightsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("sharing flights by email (J§2 results)", () => {
  it("takes a valid email and 1 to 10 chosen fares", () => {
    expect(
      shareFlightsSchema.safeParse({
        email: "client@example.in",
        priceIds: ["a"],
        passengers: party,
      }).success,
    ).toBe(true);
  });

  it("says what is missing, with the contact email's own messages", () => {
    expect(messages({ email: "", priceIds: [], passengers: party })).toEqual([
      "Please enter Email",
      SHARE_FLIGHTS_MESSAGES.noneChosen,
    ]);
    expect(messages({ email: "x@", priceIds: Array(11).fill("a"), passengers: party })).toEqual([
      "Please enter valid Email",
      "Share at most 10 flights at a time.",
    ]);
  });
});
