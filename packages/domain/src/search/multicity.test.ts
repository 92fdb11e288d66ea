import { describe, expect, it } from "vitest";
import {
  addMulticityLeg,
  canAddMulticityLeg,
  type MulticityLegDraft,
  multicityLegsWanted,
  removeMulticityLeg,
  setMulticityDepDate,
  setMulticityDestination,
} from "./multicity";

const legs: MulticityLegDraft[] = [
  { origin: "DEL", destination: "BOM", depDate: "2026-03-01" },
  { origin: "BOM", destination: "GOI", depDate: "2026-03-03" },
  { origin: "GOI", destination: "BLR", depDate: "2026-03-05" },
];

describe("multicity form rules (J§4)", () => {
  it("allow up to 5 legs; a new leg starts where the last one ends", () => {
    const four = addMulticityLeg(legs);
    expect(four.at(-1)).toEqual({ origin: "BLR" });
    const five = addMulticityLeg(four);
    expect(five).toHaveLength(5);
    expect(canAddMulticityLeg(five)).toBe(false);
    expect(addMulticityLeg(five)).toHaveLength(5);
    expect(addMulticityLeg([{}]).at(-1)).toEqual({});
  });

  it("setting the destination of leg N sets the origin of leg N+1", () => {
    const changed = setMulticityDestination(legs, 0, "PNQ");
    expect(changed[0]?.destination).toBe("PNQ");
    expect(changed[1]?.origin).toBe("PNQ");
    expect(changed[2]).toBe(legs[2]);
    expect(setMulticityDestination(legs, 2, "HYD")).toHaveLength(3);
  });

  it("changing the first departure date clears the later legs' dates", () => {
    const changed = setMulticityDepDate(legs, 0, "2026-03-02");
    expect(changed.map((leg) => leg.depDate)).toEqual(["2026-03-02", undefined, undefined]);
    expect(setMulticityDepDate(legs, 0, "2026-03-01")).toEqual(legs);
    expect(setMulticityDepDate(legs, 1, "2026-03-04").map((leg) => leg.depDate)).toEqual([
      "2026-03-01",
      "2026-03-04",
      "2026-03-05",
    ]);
  });

  it("keep at least 2 legs when removing", () => {
    expect(removeMulticityLeg(legs, 1).map((leg) => leg.origin)).toEqual(["DEL", "GOI"]);
    expect(removeMulticityLeg(legs.slice(0, 2), 1)).toHaveLength(2);
  });

  it("without JavaScript, the flights wanted are padded with new legs, never past 5", () => {
    expect(multicityLegsWanted(legs, 4)).toEqual([...legs, { origin: "BLR" }]);
    expect(multicityLegsWanted(legs, 9)).toHaveLength(5);
    expect(multicityLegsWanted(legs, 2)).toEqual(legs);
  });
});
