import { getCountryCallingCode } from "libphonenumber-js/max";
import metadata from "libphonenumber-js/max/metadata";
import examples from "libphonenumber-js/mobile/examples";
import { describe, expect, it } from "vitest";
import { isValidOverseasNumber as serverCheck } from "./overseas-number-check";
import {
  isValidOverseasNumber,
  LONGEST_NATIONAL_NUMBER,
  SHORTEST_NATIONAL_NUMBER,
} from "./overseas-number-check.browser";

/** Every national number length libphonenumber-js's full data allows, all countries. */
function possibleLengths(): number[] {
  return Object.values(metadata.countries).flatMap((country) => country[3] as number[]);
}

describe("the browser's overseas mobile check (a count of digits)", () => {
  it("spans exactly the lengths of every country's numbers in the server's data", () => {
    expect(SHORTEST_NATIONAL_NUMBER).toBe(Math.min(...possibleLengths()));
    expect(LONGEST_NATIONAL_NUMBER).toBe(Math.max(...possibleLengths()));
  });

  it("accepts every country's example mobile that the server accepts", () => {
    const countries = Object.keys(examples) as (keyof typeof examples)[];
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) {
      const code = getCountryCallingCode(country);
      expect(serverCheck(code, examples[country])).toBe(true);
      expect(isValidOverseasNumber(code, examples[country])).toBe(true);
    }
  });

  it("counts digits only: spaces, brackets and dashes are not digits", () => {
    expect(isValidOverseasNumber("44", "7400 123-456")).toBe(true);
    expect(isValidOverseasNumber("44", "(74) 0")).toBe(false);
    expect(isValidOverseasNumber("44", "1".repeat(LONGEST_NATIONAL_NUMBER + 1))).toBe(false);
  });
});
