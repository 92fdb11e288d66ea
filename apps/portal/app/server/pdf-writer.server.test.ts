import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-writer.server";

describe("text for the PDF's standard fonts", () => {
  it("writes the rupee sign as INR dashes as hyphens, and keeps Latin letters", () => {
    expect(pdfText("Total fare: ₹4,350.00")).toBe("Total fare: INR 4,350.00");
    expect(pdfText("São Paulo–Guarulhos")).toBe("Sao Paulo-Guarulhos");
  });

  it("drops what the fonts cannot draw instead of failing", () => {
    expect(pdfText("Mumbai मुंबई")).toBe("Mumbai ");
  });
});
