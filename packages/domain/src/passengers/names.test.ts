import { describe, expect, it } from "vitest";
import {
  DEFAULT_PASSENGER_NAME_RULES,
  nameCharacterError,
  passengerNameIssues,
  showsMissingNameDisclaimer,
} from "./names";

function messages(...args: Parameters<typeof passengerNameIssues>) {
  return passengerNameIssues(...args).map((issue) => `${issue.field}: ${issue.message}`);
}

describe("first and last name rules (J§5)", () => {
  it("'Name should not be empty' when the first name is required", () => {
    expect(messages({ lastName: "Sharma" })).toEqual(["firstName: Name should not be empty"]);
    expect(messages({ firstName: "  ", lastName: "Sharma" })).toEqual([
      "firstName: Name should not be empty",
    ]);
  });

  it("'Name cannot contain Numbers' and 'Name should not contain special character'", () => {
    expect(nameCharacterError("Asha2")).toBe("Name cannot contain Numbers");
    expect(nameCharacterError("Asha-Rani")).toBe("Name should not contain special character");
    expect(nameCharacterError("Renée")).toBe("Name should not contain special character");
    expect(nameCharacterError("Mary Ann")).toBeUndefined();
    expect(messages({ firstName: "Asha!", lastName: "Sh4rma" })).toEqual([
      "firstName: Name should not contain special character",
      "lastName: Name cannot contain Numbers",
    ]);
  });

  it("a last name may be empty unless mandatory: 'Last Name should not be empty'", () => {
    expect(messages({ firstName: "Asha" })).toEqual([]);
    expect(
      messages({ firstName: "Asha" }, { ...DEFAULT_PASSENGER_NAME_RULES, lastNameRequired: true }),
    ).toEqual(["lastName: Last Name should not be empty"]);
  });

  it("'Both First Name and Last Name cannot be empty' when neither is required on its own", () => {
    const rules = { ...DEFAULT_PASSENGER_NAME_RULES, firstNameRequired: false };
    expect(messages({}, rules)).toEqual([
      "firstName: Both First Name and Last Name cannot be empty",
    ]);
    expect(messages({ lastName: "Sharma" }, rules)).toEqual([]);
    expect(messages({})).toEqual(["firstName: Name should not be empty"]);
  });

  it("single names are capped at 50: 'First Name should be max of 50 characters.'", () => {
    const rules = { ...DEFAULT_PASSENGER_NAME_RULES, combined: { max: 200 } };
    expect(messages({ firstName: "A".repeat(50) }, rules)).toEqual([]);
    expect(messages({ firstName: "A".repeat(51) }, rules)).toEqual([
      "firstName: First Name should be max of 50 characters.",
    ]);
    expect(messages({ firstName: "A", lastName: "B".repeat(51) }, rules)).toEqual([
      "lastName: Last Name should be max of 50 characters.",
    ]);
  });

  it("configured minimums end in 'characters.'", () => {
    const rules = {
      ...DEFAULT_PASSENGER_NAME_RULES,
      firstName: { min: 2, max: 50 },
      combined: { min: 5, max: 45 },
    };
    expect(messages({ firstName: "A", lastName: "Sharma" }, rules)).toEqual([
      "firstName: First Name should be min of 2 characters.",
    ]);
    expect(messages({ firstName: "Al", lastName: "Li" }, rules)).toEqual([
      "lastName: First Name and Last Name should be min of 5 characters.",
    ]);
  });

  it("'First Name and Last Name should be max of N characters.' (45 by default, configurable)", () => {
    expect(messages({ firstName: "A".repeat(20), lastName: "B".repeat(25) })).toEqual([]);
    expect(messages({ firstName: "A".repeat(20), lastName: "B".repeat(26) })).toEqual([
      "lastName: First Name and Last Name should be max of 45 characters.",
    ]);
    const rules = { ...DEFAULT_PASSENGER_NAME_RULES, combined: { max: 30 } };
    expect(messages({ firstName: "A".repeat(15), lastName: "B".repeat(16) }, rules)).toEqual([
      "lastName: First Name and Last Name should be max of 30 characters.",
    ]);
  });

  it("'{field} doesn't match {field} ({value}) passed in pnr details'", () => {
    const pnr = { firstName: "ASHA", lastName: "SHARMA" };
    expect(messages({ firstName: "asha", lastName: "Sharma" }, undefined, pnr)).toEqual([]);
    expect(messages({ firstName: "Usha", lastName: "Sharma" }, undefined, pnr)).toEqual([
      "firstName: First Name doesn't match First Name (ASHA) passed in pnr details",
    ]);
    expect(messages({ firstName: "Asha" }, undefined, pnr)).toEqual([
      "lastName: Last Name doesn't match Last Name (SHARMA) passed in pnr details",
    ]);
  });

  it("'Please contact airline to confirm the Missing Name format !!' for a single-name passenger", () => {
    expect(showsMissingNameDisclaimer({ lastName: "Sukarno" })).toBe(true);
    expect(showsMissingNameDisclaimer({ firstName: "Sukarno", lastName: " " })).toBe(true);
    expect(showsMissingNameDisclaimer({ firstName: "Ravi", lastName: "Kumar" })).toBe(false);
    expect(showsMissingNameDisclaimer({})).toBe(false);
  });
});
