import { describe, expect, it } from "vitest";
import { checkedPolicyReason, postedPolicyReason } from "./policy-reason.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("the policy reason posted with a form (decisions 0081, 0086)", () => {
  it("a form without the reason fields posts none", () => {
    expect(postedPolicyReason(form({ firstName: "Ira" }))).toBeUndefined();
    expect(checkedPolicyReason(undefined)).toEqual({ errors: {}, values: {} });
  });

  it("a chosen reason is checked by the domain's schema", () => {
    const posted = postedPolicyReason(
      form({ "policyReason.code": "MEETING_SCHEDULE", "policyReason.text": "" }),
    );
    expect(checkedPolicyReason(posted).reason).toEqual({ code: "MEETING_SCHEDULE" });
  });

  it("the fields posted without a choice, or 'Other reason' without words, say what is missing", () => {
    expect(checkedPolicyReason(postedPolicyReason(form({ "policyReason.text": "" })))).toEqual({
      errors: { code: "Please select a reason for not choosing the lowest fare" },
      values: { text: "" },
    });
    const other = postedPolicyReason(form({ "policyReason.code": "OTHER" }));
    expect(checkedPolicyReason(other).errors).toEqual({ text: "Please write your reason" });
  });
});
