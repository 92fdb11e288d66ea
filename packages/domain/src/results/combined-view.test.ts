import { describe, expect, it } from "vitest";
import { COMBINED_VIEW_DEFAULT, listsInView } from "./combined-view";

const international = { isDomestic: false, isMultiCity: false, onwardCount: 40, comboCount: 900 };
const keys = ["ONWARD", "RETURN", "COMBO"] as const;

describe("the combined view's lists (J§5: only when the trip is not domestic, not multicity, and onward or combo results exist)", () => {
  it("shows the round-trip fares when on, and the onward and return lists when off", () => {
    expect(listsInView(keys, international, true)).toEqual(["COMBO"]);
    expect(listsInView(keys, international, false)).toEqual(["ONWARD", "RETURN"]);
  });

  it("starts on for an international round trip", () => {
    expect(listsInView(keys, international, COMBINED_VIEW_DEFAULT)).toEqual(["COMBO"]);
  });

  it("leaves a domestic or multicity search's lists alone", () => {
    expect(listsInView(["ONWARD", "RETURN"], { ...international, isDomestic: true }, true)).toEqual(
      ["ONWARD", "RETURN"],
    );
    expect(listsInView(["0", "1"], { ...international, isMultiCity: true }, true)).toEqual([
      "0",
      "1",
    ]);
  });

  it("shows the separate lists when there is no round-trip fare to show", () => {
    expect(listsInView(keys, { ...international, comboCount: 0 }, true)).toEqual([
      "ONWARD",
      "RETURN",
    ]);
  });
});
