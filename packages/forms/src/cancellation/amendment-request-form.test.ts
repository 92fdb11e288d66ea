import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { amendmentRequestFormSchema, REQUESTABLE_AMENDMENTS } from "./amendment-request-form";

function parse(entries: [string, string][]) {
  const data = new FormData();
  data.append("bookingId", "WF1234567890123");
  for (const [key, value] of entries) data.append(key, value);
  return parseWithZod(data, { schema: amendmentRequestFormSchema });
}

describe("change request form (J§2, J§5)", () => {
  it("offers every amendment type but cancellation", () => {
    expect(REQUESTABLE_AMENDMENTS.map((entry) => entry.label)).toEqual([
      "Date Change",
      "Change Booking Class",
      "No Show",
      "Name / Address Correction",
      "Miscellaneous",
    ]);
  });

  it("reads the type, the ticked passengers and the remarks", () => {
    const submission = parse([
      ["amendmentType", "REISSUE"],
      ["segments[0].segmentId", "AI101-DEL-BOM"],
      ["segments[0].passengerIds", "2"],
      ["remarks", " evening flight "],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      bookingId: "WF1234567890123",
      amendmentType: "REISSUE",
      segments: [{ segmentId: "AI101-DEL-BOM", passengerIds: ["2"] }],
      remarks: "evening flight",
    });
  });

  it("'Please select Ammendment type', 'Please Select atleast one passenger', 'Name or Address can not be empty.'", () => {
    const none = parse([["segments[0].segmentId", "AI101-DEL-BOM"]]);
    const errors = none.status === "error" ? none.error : {};
    expect(errors?.amendmentType).toEqual(["Please select Ammendment type"]);
    expect(errors?.segments).toEqual(["Please Select atleast one passenger"]);
    const correction = parse([
      ["amendmentType", "CORRECTION"],
      ["segments[0].segmentId", "AI101-DEL-BOM"],
      ["segments[0].passengerIds", "1"],
    ]);
    expect(correction.status === "error" && correction.error?.correction).toEqual([
      "Name or Address can not be empty.",
    ]);
  });
});
