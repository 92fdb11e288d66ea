import { describe, expect, it } from "vitest";
import { errorMessage } from "../errors/catalogue";
import { passengerNameServerErrorCode } from "./name-server-check";
import { DEFAULT_PASSENGER_NAME_RULES } from "./names";

const code = passengerNameServerErrorCode;

describe("the service's name check (J§8 1007–1009)", () => {
  it("1007 'First name blank or contains whitespace'", () => {
    expect(errorMessage(code({ firstName: "" }))).toBe("First name blank or contains whitespace");
    expect(code({ firstName: " Ravi" })).toBe("1007");
    expect(code({ firstName: "Ravi " })).toBe("1007");
    expect(code({ firstName: "Mary  Ann" })).toBe("1007");
    expect(code({ firstName: "Mary\tAnn" })).toBe("1007");
    expect(code({ firstName: "Mary Ann" })).toBeUndefined();
    expect(
      code({ lastName: "Sukarno" }, { ...DEFAULT_PASSENGER_NAME_RULES, firstNameRequired: false }),
    ).toBeUndefined();
  });

  it("1008 'Last name blank or non-alphabet'", () => {
    expect(errorMessage(code({ firstName: "Ravi", lastName: "K2" }))).toBe(
      "Last name blank or non-alphabet",
    );
    expect(
      code(
        { firstName: "Ravi", lastName: "" },
        { ...DEFAULT_PASSENGER_NAME_RULES, lastNameRequired: true },
      ),
    ).toBe("1008");
    expect(code({ firstName: "Ravi" })).toBeUndefined();
    expect(code({ firstName: "Ravi", lastName: "De Souza" })).toBeUndefined();
  });

  it("1009 'Name length over 50 characters'", () => {
    expect(errorMessage(code({ firstName: "A".repeat(51) }))).toBe(
      "Name length over 50 characters",
    );
    expect(code({ firstName: "Ravi", lastName: "B".repeat(51) })).toBe("1009");
    expect(code({ firstName: "A".repeat(50), lastName: "B".repeat(50) })).toBeUndefined();
  });
});
