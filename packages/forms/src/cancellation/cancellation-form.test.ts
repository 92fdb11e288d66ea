import { parseWithZod } from "@conform-to/zod/v4";
import { AMENDMENT_MESSAGES } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { cancellationFormSchema } from "./cancellation-form";

function formData(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const parse = (entries: [string, string][]) =>
  parseWithZod(formData(entries), { schema: cancellationFormSchema });

const errorsOf = (submission: ReturnType<typeof parse>) =>
  submission.status === "error" ? submission.error : null;

describe("cancellation form, as the server action parses it", () => {
  it("reads the ticked passengers of each segment, one or several, and the remarks", () => {
    const submission = parse([
      ["intent", "quote"],
      ["segments[0].segmentId", "AI101-DEL-BOM"],
      ["segments[0].passengerIds", "1"],
      ["segments[1].segmentId", "AI102-BOM-DEL"],
      ["segments[1].passengerIds", "1"],
      ["segments[1].passengerIds", "2"],
      ["remarks", "  plans changed "],
    ]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "quote",
      segments: [
        { segmentId: "AI101-DEL-BOM", passengerIds: ["1"] },
        { segmentId: "AI102-BOM-DEL", passengerIds: ["1", "2"] },
      ],
      remarks: "plans changed",
    });
  });

  it("a segment with nobody ticked is kept empty; blank remarks are absent", () => {
    const submission = parse([
      ["intent", "confirm"],
      ["segments[0].segmentId", "AI101-DEL-BOM"],
      ["segments[1].segmentId", "AI102-BOM-DEL"],
      ["segments[1].passengerIds", "1"],
      ["remarks", ""],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "confirm",
      segments: [
        { segmentId: "AI101-DEL-BOM", passengerIds: [] },
        { segmentId: "AI102-BOM-DEL", passengerIds: ["1"] },
      ],
    });
  });

  it("J§5: 'Please Select atleast one passenger' when nobody is ticked", () => {
    const submission = parse([
      ["intent", "quote"],
      ["segments[0].segmentId", "AI101-DEL-BOM"],
    ]);
    expect(submission.status).toBe("error");
    expect(errorsOf(submission)?.segments).toEqual([AMENDMENT_MESSAGES.passengerRequired]);
  });

  it("refuses passenger ids that are not positions and control characters in remarks", () => {
    const bad = parse([
      ["intent", "quote"],
      ["segments[0].segmentId", "AI101-DEL-BOM"],
      ["segments[0].passengerIds", "0"],
      ["remarks", "a\u0007b"],
    ]);
    expect(bad.status).toBe("error");
    expect(Object.keys(errorsOf(bad) ?? {})).toEqual(
      expect.arrayContaining(["segments[0].passengerIds[0]", "remarks"]),
    );
  });
});
