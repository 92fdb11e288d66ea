import { describe, expect, it } from "vitest";
import { fareRulesQueryFrom } from "./fare-rules.server";

const at = (query: string) => new Request(`http://portal.test/flight/farerules?${query}`);

/** The 404 page's status a thrown `data(...)` carries. */
function refusal(query: string): number | undefined {
  try {
    fareRulesQueryFrom(at(query));
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("the fare rules page's query", () => {
  it("is a result's price id or a journey's bookingId", () => {
    const priceId = "6E2031-DEL-BOM-2026-12-01#ECONOMY#PUBLISHED#512300";
    expect(fareRulesQueryFrom(at(new URLSearchParams({ priceId }).toString()))).toEqual({
      priceId,
    });
    expect(fareRulesQueryFrom(at("bookingId=WF1234567890123"))).toEqual({
      bookingId: "WF1234567890123",
    });
  });

  it("answers 404 for neither, both, or one the call's schema refuses", () => {
    expect(refusal("")).toBe(404);
    expect(refusal("priceId=a&bookingId=WF1234567890123")).toBe(404);
    expect(refusal("bookingId=nope")).toBe(404);
    expect(refusal(`priceId=${"x".repeat(201)}`)).toBe(404);
  });
});
