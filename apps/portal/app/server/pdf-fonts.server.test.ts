import { describe, expect, it } from "vitest";
import { scriptRuns } from "./pdf-fonts.server";

describe("a line cut into runs by script, each drawn in its font", () => {
  it("keeps Latin, digits and '₹' in one run", () => {
    expect(scriptRuns("Total paid: ₹4,350.00")).toEqual([
      { script: "Latin", text: "Total paid: ₹4,350.00" },
    ]);
  });

  it("keeps a Devanagari word whole, with its vowel signs, virama and joiners", () => {
    expect(scriptRuns("श्री\u200dनिवास Rao")).toEqual([
      { script: "Devanagari", text: "श्री\u200dनिवास" },
      { script: "Latin", text: " Rao" },
    ]);
  });

  it("gives the danda to the Indian script before it, and each script its own run", () => {
    expect(scriptRuns("রবি। தமிழ்")).toEqual([
      { script: "Bengali", text: "রবি।" },
      { script: "Latin", text: " " },
      { script: "Tamil", text: "தமிழ்" },
    ]);
  });
});
