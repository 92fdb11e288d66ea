import { describe, expect, it } from "vitest";
import { paxCountLimits } from "./pax-limits";

describe("traveller count limits (J§9 'Max 9 passengers per booking'; J§5 'Infants may not exceed adults; children may not exceed adults')", () => {
  it("the defaults leave room for 9 adults, and a child and an infant per adult", () => {
    expect(paxCountLimits({ ADULT: 1, CHILD: 0, INFANT: 0 })).toEqual({
      ADULT: { min: 1, max: 9 },
      CHILD: { min: 0, max: 1 },
      INFANT: { min: 0, max: 1 },
    });
  });

  it("every passenger, infants included, counts towards the 9", () => {
    const limits = paxCountLimits({ ADULT: 4, CHILD: 3, INFANT: 2 });
    expect(limits.ADULT.max).toBe(4);
    expect(limits.CHILD.max).toBe(3);
    expect(limits.INFANT.max).toBe(2);
  });

  it("children and infants may not exceed adults", () => {
    const limits = paxCountLimits({ ADULT: 2, CHILD: 0, INFANT: 0 });
    expect(limits.CHILD.max).toBe(2);
    expect(limits.INFANT.max).toBe(2);
  });

  it("never goes below the minimum when the counts are already over", () => {
    const limits = paxCountLimits({ ADULT: 9, CHILD: 5, INFANT: 5 });
    expect(limits.ADULT).toEqual({ min: 1, max: 1 });
    expect(limits.CHILD.max).toBe(0);
  });
});
