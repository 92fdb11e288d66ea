import { describe, expect, it } from "vitest";
import { fareRulesRequestSchema } from "./fare-rules";

const accepts = (data: unknown) => fareRulesRequestSchema.safeParse({ data }).success;

describe("fare rules request schema", () => {
  it("takes a price id or a bookingId, exactly one of them", () => {
    expect(accepts({ priceId: "6E2031-DEL-BOM-2026-12-01#ECONOMY#PUBLISHED#512300" })).toBe(true);
    expect(accepts({ bookingId: "WF1234567890123" })).toBe(true);
    expect(accepts({})).toBe(false);
    expect(accepts({ priceId: "a", bookingId: "WF1234567890123" })).toBe(false);
  });

  it("bounds the price id", () => {
    expect(accepts({ priceId: "" })).toBe(false);
    expect(accepts({ priceId: "x".repeat(201) })).toBe(false);
    expect(accepts({ priceId: 42 })).toBe(false);
  });
});
