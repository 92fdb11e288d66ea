import { describe, expect, it } from "vitest";
import { callingCodes, mainCountryOfCallingCode } from "./calling-codes";

describe("calling codes for the contact mobile (J§3)", () => {
  it("one entry per country, named in en-IN and sorted by name", () => {
    const codes = callingCodes();
    expect(codes.find((entry) => entry.country === "IN")).toEqual({
      country: "IN",
      callingCode: "91",
      countryName: "India",
    });
    expect(new Set(codes.map((entry) => entry.country)).size).toBe(codes.length);
    const names = codes.map((entry) => entry.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-IN")));
    expect(codes.filter((entry) => entry.callingCode === "44").map((e) => e.country)).toContain(
      "GB",
    );
  });

  it("a posted code shows its main country; none means India", () => {
    expect(mainCountryOfCallingCode(undefined)).toBe("IN");
    expect(mainCountryOfCallingCode("")).toBe("IN");
    expect(mainCountryOfCallingCode("+91")).toBe("IN");
    expect(mainCountryOfCallingCode("1")).toBe("US");
    expect(mainCountryOfCallingCode(" +44 ")).toBe("GB");
    expect(mainCountryOfCallingCode("971")).toBe("AE");
    expect(mainCountryOfCallingCode("999")).toBeUndefined();
  });
});
