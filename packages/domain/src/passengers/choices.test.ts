import { describe, expect, it } from "vitest";
import { issueLines } from "../testing/zod-issues";
import {
  countsInInsuranceSums,
  flexChoiceSchema,
  insuranceChoiceSchema,
  isInsurableAge,
  passengerAgeOn,
  protectGroupChoiceSchema,
  yesNoSchema,
} from "./choices";

describe("yes/no choices and insurance confirmation (J§5)", () => {
  it("'Please select either Yes or No' for protect group, flex and insurance", () => {
    expect(yesNoSchema.parse("yes")).toBe(true);
    expect(yesNoSchema.parse("no")).toBe(false);
    expect(yesNoSchema.safeParse("maybe").error?.issues[0]?.message).toBe(
      "Please select either Yes or No",
    );
    expect(protectGroupChoiceSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please select either Yes or No",
    );
    expect(flexChoiceSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please select either Yes or No",
    );
    expect(issueLines(insuranceChoiceSchema, {})).toEqual([
      "insurance: Please select either Yes or No",
    ]);
  });

  it("'Please confirm with the T&C* to proceed.' for the age confirmation and the terms", () => {
    expect(issueLines(insuranceChoiceSchema, { insurance: "yes" })).toEqual([
      "ageConfirmed: Please confirm with the T&C* to proceed.",
      "termsAccepted: Please confirm with the T&C* to proceed.",
    ]);
    expect(
      issueLines(insuranceChoiceSchema, {
        insurance: "yes",
        ageConfirmed: "on",
        termsAccepted: "false",
      }),
    ).toEqual(["termsAccepted: Please confirm with the T&C* to proceed."]);
    expect(
      issueLines(insuranceChoiceSchema, {
        insurance: "yes",
        ageConfirmed: "on",
        termsAccepted: "on",
      }),
    ).toEqual([]);
    expect(issueLines(insuranceChoiceSchema, { insurance: "no" })).toEqual([]);
  });

  it("insurance ages: over 60 leaves the sums; the insurer's band decides eligibility", () => {
    expect(passengerAgeOn("1966-03-15", "2026-03-14")).toBe(59);
    expect(passengerAgeOn("1966-03-15", "2026-03-15")).toBe(60);
    expect(countsInInsuranceSums("1965-03-15", "2026-03-14")).toBe(true);
    expect(countsInInsuranceSums("1965-03-15", "2026-03-15")).toBe(false);
    const band = { minAge: 1, maxAge: 70 };
    expect(isInsurableAge("2025-06-01", "2026-03-15", band)).toBe(false);
    expect(isInsurableAge("1956-03-15", "2026-03-15", band)).toBe(true);
    expect(isInsurableAge("1955-03-15", "2026-03-15", band)).toBe(false);
  });
});
