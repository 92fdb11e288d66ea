import { describe, expect, it } from "vitest";
import { issueMessages } from "../testing/zod-issues";
import { amendmentRequestSchema, selectedPassengersBySegment } from "./amendment";

const oneSelected = [
  { segmentId: "DEL-BOM", passengerIds: ["1"] },
  { segmentId: "BOM-DEL", passengerIds: [] },
];

describe("amendment request (J§5 post-booking)", () => {
  it("'Please select Ammendment type' when absent or unknown", () => {
    expect(issueMessages(amendmentRequestSchema, { segments: oneSelected })).toEqual([
      "Please select Ammendment type",
    ]);
    expect(
      issueMessages(amendmentRequestSchema, { amendmentType: "", segments: oneSelected }),
    ).toEqual(["Please select Ammendment type"]);
  });

  it("'Please Select atleast one passenger' when no segment has a passenger", () => {
    expect(issueMessages(amendmentRequestSchema, { amendmentType: "CANCELLATION" })).toEqual([
      "Please Select atleast one passenger",
    ]);
    expect(
      issueMessages(amendmentRequestSchema, {
        amendmentType: "CANCELLATION",
        segments: [{ segmentId: "DEL-BOM", passengerIds: [] }],
      }),
    ).toEqual(["Please Select atleast one passenger"]);
  });

  it("'Name or Address can not be empty.' for a correction without one", () => {
    expect(
      issueMessages(amendmentRequestSchema, {
        amendmentType: "CORRECTION",
        segments: oneSelected,
        correction: " ",
      }),
    ).toEqual(["Name or Address can not be empty."]);
    expect(
      issueMessages(amendmentRequestSchema, {
        amendmentType: "CORRECTION",
        segments: oneSelected,
        correction: "Ms A Rao",
      }),
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
