import { describe, expect, it } from "vitest";
import { amendmentRequestSchema, selectedPassengersBySegment } from "./amendment";

function messages(input: unknown) {
  const result = amendmentRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const oneSelected = [
  { segmentId: "DEL-BOM", passengerIds: ["1"] },
  { segmentId: "BOM-DEL", passengerIds: [] },
];

describe("amendment request (J§5 post-booking)", () => {
  it("'Please select Ammendment type' when absent or unknown", () => {
    expect(messages({ segments: oneSelected })).toEqual(["Please select Ammendment type"]);
    expect(messages({ amendmentType: "", segments: oneSelected })).toEqual([
      "Please select Ammendment type",
    ]);
  });

  it("'Please Select atleast one passenger' when no segment has a passenger", () => {
    expect(messages({ amendmentType: "CANCELLATION" })).toEqual([
      "Please Select atleast one passenger",
    ]);
    expect(
      messages({
        amendmentType: "CANCELLATION",
        segments: [{ segmentId: "DEL-BOM", passengerIds: [] }],
      }),
    ).toEqual(["Please Select atleast one passenger"]);
  });

  it("'Name or Address can not be empty.' for a correction without one", () => {
    expect(
      messages({ amendmentType: "CORRECTION", segments: oneSelected, correction: " " }),
    ).toEqual(["Name or Address can not be empty."]);
    expect(
      messages({ amendmentType: "CORRECTION", segments: oneSelected, correction: "Ms A Rao" }),
    ).toEqual([]);
  });

  it("selects passengers per segment; remarks are optional", () => {
    const request = amendmentRequestSchema.parse({
      amendmentType: "CANCELLATION",
      segments: oneSelected,
    });
    expect(request.remarks).toBeUndefined();
    expect(selectedPassengersBySegment(request)).toEqual({ "DEL-BOM": ["1"] });
  });
});
