import { describe, expect, it } from "vitest";
import { drawingOrder, visualRuns } from "./pdf-bidi.server";

describe("a line with a right-to-left name, in drawing order (decision 0085)", () => {
  it("keeps an Urdu name after its English label, its words right to left, each in typed order", () => {
    expect(visualRuns("Billed to: محمد علی خان")).toEqual([
      { script: "Latin", text: "Billed to: " },
      { script: "Arabic", text: "خان" },
      { script: "Latin", text: " " },
      { script: "Arabic", text: "علی" },
      { script: "Latin", text: " " },
      { script: "Arabic", text: "محمد" },
    ]);
  });

  it("keeps digits left to right inside Urdu and mirrors brackets drawn right to left", () => {
    const runs = visualRuns("پتہ: گلی 12 (لاہور)");
    expect(runs.map((run) => run.text)).toEqual([
      "(",
      "لاہور",
      ") ",
      "12",
      " ",
      "گلی",
      " :",
      "پتہ",
    ]);
  });

  it("leaves a line without right-to-left letters as typed", () => {
    expect(visualRuns("श्रीनिवास Rao ₹4,350.00")).toEqual([
      { script: "Devanagari", text: "श्रीनिवास" },
      { script: "Latin", text: " Rao ₹4,350.00" },
    ]);
    expect(drawingOrder("श्रीनिवास Rao")).toBe("श्रीनिवास Rao");
  });

  it("gives a line's characters in drawing order for its ActualText", () => {
    expect(drawingOrder("To: علی")).toBe("To: یلع");
  });
});
