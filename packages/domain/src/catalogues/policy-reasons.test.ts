import { describe, expect, it } from "vitest";
import { policyReasonSchema } from "./policy-reason-schema";
import { needsPolicyReason, POLICY_REASONS, policyReasonLabel } from "./policy-reasons";

const messages = (value: unknown) =>
  policyReasonSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("corporate policy reasons (J§: 8 reasons when not choosing the lowest)", () => {
  it("offers 8 reasons, the last one written by the traveller", () => {
    expect(POLICY_REASONS).toHaveLength(8);
    expect(POLICY_REASONS.at(-1)?.code).toBe("OTHER");
  });

  it("'Please select a reason for not choosing the lowest fare' without a known reason", () => {
    expect(messages({})).toEqual(["Please select a reason for not choosing the lowest fare"]);
    expect(messages({ code: "CHEAPER" })).toEqual([
      "Please select a reason for not choosing the lowest fare",
    ]);
  });

  it("'Other' needs its text, within 200 characters", () => {
    expect(messages({ code: "OTHER", text: "  " })).toEqual(["Please write your reason"]);
    expect(messages({ code: "OTHER", text: "x".repeat(201) })).toEqual([
      "Please keep the reason within 200 characters",
    ]);
    expect(policyReasonSchema.parse({ code: "OTHER", text: " Client site visit " })).toEqual({
      code: "OTHER",
      text: "Client site visit",
    });
  });

  it("reads as its label, or as the traveller's own words", () => {
    expect(policyReasonLabel({ code: "MEETING_SCHEDULE" })).toBe("Meeting or event schedule");
    expect(policyReasonLabel({ code: "OTHER", text: "Client site visit" })).toBe(
      "Client site visit",
    );
  });

  it("is needed only when the chosen net fare costs more than the lowest", () => {
    expect(needsPolicyReason({ net: 510_000 }, 500_000)).toBe(true);
    expect(needsPolicyReason({ net: 500_000 }, 500_000)).toBe(false);
  });
});
