import { describe, expect, it } from "vitest";
import { duplicatePassengerNameIssues, hasDuplicatePassengerNames } from "./duplicate-names";

describe("duplicate names (J§5, catalogue 1010)", () => {
  it("'Two passengers can't have the same name': every repeat after the first is flagged", () => {
    const issues = duplicatePassengerNameIssues([
      { firstName: "Asha", lastName: "Sharma" },
      { firstName: "Ravi", lastName: "Sharma" },
      { firstName: " ASHA ", lastName: "sharma" },
      { firstName: "asha", lastName: "Sharma" },
    ]);
    expect(issues).toEqual([
      { index: 2, field: "firstName", message: "Two passengers can't have the same name" },
      { index: 3, field: "firstName", message: "Two passengers can't have the same name" },
    ]);
  });

  it("blank passengers are left to the name rules", () => {
    expect(hasDuplicatePassengerNames([{}, { firstName: " " }])).toBe(false);
    expect(hasDuplicatePassengerNames([{ lastName: "Rao" }, { lastName: "Rao" }])).toBe(true);
  });
});
