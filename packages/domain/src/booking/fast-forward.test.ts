import { describe, expect, it } from "vitest";
import { paise } from "../money/money";
import { fastForwardKey, fastForwardTotal } from "./fast-forward";

describe("fast forward (J§5)", () => {
  it("total = unit amount times (adults + children - inactive passengers)", () => {
    expect(fastForwardTotal(paise(50000), { adults: 2, children: 1, inactivePassengers: 1 })).toBe(
      100000,
    );
    expect(fastForwardTotal(paise(50000), { adults: 3, children: 0, inactivePassengers: 0 })).toBe(
      150000,
    );
  });

  it("is never negative", () => {
    expect(fastForwardTotal(paise(50000), { adults: 1, children: 0, inactivePassengers: 2 })).toBe(
      0,
    );
  });

  it("keys are ADULT<n> and CHILD<n>", () => {
    expect(fastForwardKey("ADULT", 0)).toBe("ADULT1");
    expect(fastForwardKey("CHILD", 1)).toBe("CHILD2");
  });
});
