import { describe, expect, it } from "vitest";
import { type DynamicField, dynamicFieldError, dynamicFieldsSchema } from "./dynamic-fields";

const field = (basis: DynamicField["basis"]): DynamicField => ({
  key: "costCentre",
  label: "Cost Centre",
  basis,
});

describe("dynamic field rules by basis (J§5)", () => {
  it("required: '{label} should not be empty'", () => {
    expect(dynamicFieldError(" ", field(["required"]))).toBe("Cost Centre should not be empty");
    expect(dynamicFieldError(undefined, field(["number"]))).toBeUndefined();
  });

  it("no special character: '{label} should not contains special character'", () => {
    expect(dynamicFieldError("CC-12", field(["noSpecialChar"]))).toBe(
      "Cost Centre should not contains special character",
    );
    expect(dynamicFieldError("CC 12", field(["noSpecialChar"]))).toBeUndefined();
  });

  it("mobile, email, number and date use their field messages", () => {
    expect(dynamicFieldError("123", field(["mobile"]))).toBe("Please enter valid Mobile Number");
    expect(dynamicFieldError("x@", field(["email"]))).toBe("Please enter valid Email");
    expect(dynamicFieldError("12a", field(["required", "number"]))).toBe(
      "Please enter a valid number",
    );
    expect(dynamicFieldError("2026/01/01", field(["date"]))).toBe(
      "Please enter a valid date(yyyy-mm-dd)",
    );
    expect(dynamicFieldError("2026-01-01", field(["required", "date"]))).toBeUndefined();
  });

  it("as a FormData-shaped schema over several fields", () => {
    const schema = dynamicFieldsSchema([
      field(["required", "noSpecialChar"]),
      { key: "approver", label: "Approver Email", basis: ["email"] },
    ]);
    const result = schema.safeParse({ approver: "nope" });
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "costCentre: Cost Centre should not be empty",
      "approver: Please enter valid Email",
    ]);
    expect(schema.parse({ costCentre: " CC 12 ", approver: "" })).toEqual({
      costCentre: "CC 12",
      approver: undefined,
    });
  });
});
