import { parseWithZod } from "@conform-to/zod/v4";
import type { SsrPayload } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { formDataOf } from "../testing/form-data";
import { addOnsFormSchema } from "./add-ons-form";

const ssr = {
  passengers: [
    { passengerIndex: 0, type: "ADULT" },
    { passengerIndex: 1, type: "INFANT" },
  ],
  segments: [{ segmentId: "6E2031-DEL-BOM" }, { segmentId: "6E2032-BOM-DEL" }],
} as unknown as SsrPayload;

const parse = (entries: Record<string, string>) =>
  parseWithZod(formDataOf(entries), { schema: addOnsFormSchema(ssr) });

describe("the add-ons form, as the add-ons action parses it", () => {
  it("gives one selection per flight and passenger that chose anything", () => {
    const submission = parse({
      "seat.6E2031-DEL-BOM.0": "12a",
      "meal.6E2031-DEL-BOM.0": "VGML",
      "baggage.6E2032-BOM-DEL.0": "",
      "fastForward.6E2032-BOM-DEL": "on",
      "wheelchair.1": "WCHR",
    });
    expect(submission.status === "success" && submission.value).toEqual([
      { segmentId: "6E2031-DEL-BOM", passengerIndex: 0, seatNo: "12A", mealCode: "VGML" },
      { segmentId: "6E2031-DEL-BOM", passengerIndex: 1, wheelchair: "WCHR" },
      { segmentId: "6E2032-BOM-DEL", passengerIndex: 0, fastForward: true },
      { segmentId: "6E2032-BOM-DEL", passengerIndex: 1, wheelchair: "WCHR" },
    ]);
  });

  it("chooses nothing from an empty form, and ignores flights and passengers not booked", () => {
    const submission = parse({ "seat.XX1-DEL-BOM.0": "1A", "seat.6E2031-DEL-BOM.7": "1A" });
    expect(submission.status === "success" && submission.value).toEqual([]);
  });

  it("refuses what the domain's selection rules refuse", () => {
    expect(parse({ "seat.6E2031-DEL-BOM.0": "row 12" }).status).toBe("error");
    expect(parse({ "wheelchair.0": "SKATEBOARD" }).status).toBe("error");
  });
});
