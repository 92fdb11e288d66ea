import { describe, expect, it } from "vitest";
import { farePolicyFromForm, farePolicySummary } from "./fare-policy-form";

const posted = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the fare policy form (decision 0081)", () => {
  it("rupees become paise, empty limits are none, the box ticks refundable only", () => {
    const checked = farePolicyFromForm(
      posted([
        ["name", " Economy within India "],
        ["cabins", "ECONOMY"],
        ["cabins", "PREMIUM_ECONOMY"],
        ["maxTripFare", "12,000"],
        ["advancePurchaseDays", ""],
        ["refundableOnly", "on"],
      ]),
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        name: "Economy within India",
        cabins: ["ECONOMY", "PREMIUM_ECONOMY"],
        maxTripFare: 1_200_000,
        refundableOnly: true,
      },
    });
  });

  it("each field's message, in the domain's words", () => {
    const checked = farePolicyFromForm(
      posted([
        ["name", ""],
        ["maxTripFare", "12.5"],
        ["advancePurchaseDays", "400"],
      ]),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: ["Please enter a policy name"],
        cabins: ["Please allow at least one cabin"],
        maxTripFare: ["Please enter a whole number of rupees, more than 0"],
        advancePurchaseDays: ["Please enter a number of days from 0 to 365"],
      },
    });
  });

  it("a policy's rules in a line", () => {
    expect(
      farePolicySummary({
        policyId: "00000000-0000-4000-8000-000000000001",
        name: "Economy",
        cabins: ["ECONOMY"],
        maxTripFare: 600_000,
        advancePurchaseDays: 14,
        refundableOnly: true,
        assigned: 3,
        updatedAt: "2026-11-27T00:00:00.000Z",
      }),
    ).toBe("Economy · up to ₹6,000 per trip · 14 days ahead · refundable only");
  });
});
