import { describe, expect, it } from "vitest";
import { formatPassengerDate } from "./dates";
import { earliestPassportExpiry, passportIssues } from "./passport";
import { passportNumberSchema } from "./passport-number-schema";

function messages(values: Parameters<typeof passportIssues>[0], required = true) {
  return passportIssues(values, { required, lastTravelDate: "2026-03-15" }).map(
    (issue) => `${issue.field}: ${issue.message}`,
  );
}

const valid = { pNum: "Z1234567", pid: "2020-01-01", eD: "2030-01-01", pNat: "IN" };

describe("passport (J§5)", () => {
  it("'Passport number cannot contain space and special character'", () => {
    expect(messages({ ...valid, pNum: "Z123 4567" })).toEqual([
      "pNum: Passport number cannot contain space and special character",
    ]);
    expect(messages({ ...valid, pNum: "Z-1234567" })).toEqual([
      "pNum: Passport number cannot contain space and special character",
    ]);
    expect(passportNumberSchema.safeParse("Z#1").error?.issues[0]?.message).toBe(
      "Passport number cannot contain space and special character",
    );
    expect(passportNumberSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Please enter passport number",
    );
  });

  it("required fields: 'Please enter passport number', 'Please enter issueing date', 'Please enter expiry date', 'Please enter Passport nationality'", () => {
    expect(messages({})).toEqual([
      "pNum: Please enter passport number",
      "pid: Please enter issueing date",
      "eD: Please enter expiry date",
      "pNat: Please enter Passport nationality",
    ]);
    expect(messages({}, false)).toEqual([]);
  });

  it("'Expiry Date pattern incorrect' and 'Issue Date pattern incorrect'", () => {
    expect(messages({ ...valid, pid: "01/01/2020", eD: "2030-13-01" })).toEqual([
      "pid: Issue Date pattern incorrect",
      "eD: Expiry Date pattern incorrect",
    ]);
  });

  it("'Expiry Date cannot be less than 6 months from last travel date': the day before fails, the day of passes", () => {
    expect(formatPassengerDate(earliestPassportExpiry("2026-03-15"))).toBe("2026-09-15");
    expect(messages({ ...valid, eD: "2026-09-14" })).toEqual([
      "eD: Expiry Date cannot be less than 6 months from last travel date",
    ]);
    expect(messages({ ...valid, eD: "2026-09-15" })).toEqual([]);
    expect(formatPassengerDate(earliestPassportExpiry("2025-08-31"))).toBe("2026-02-28");
  });
});
