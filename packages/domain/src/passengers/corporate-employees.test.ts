import { describe, expect, it } from "vitest";
import {
  employeeNames,
  employeePassengerValues,
  fillFromEmployees,
  mayPickEmployees,
} from "./corporate-employees";

const ananya = {
  id: "U1017",
  name: "Ananya Singh (Acme Industries)",
  email: "employee2@acme.test",
  mobile: "9810000017",
};
const rahul = { id: "U1003", name: "Rahul Dev Verma", email: "employee@acme.test" };

describe("the corporate employee picker (J§2)", () => {
  it("is for the company account and its travel desk, not an employee or anyone else", () => {
    expect(mayPickEmployees("CORPORATE")).toBe(true);
    expect(mayPickEmployees("CORPORATE_STAFF")).toBe(true);
    expect(mayPickEmployees("CORPORATE_EMPLOYEE")).toBe(false);
    expect(mayPickEmployees("AGENT")).toBe(false);
    expect(mayPickEmployees("CUSTOMER")).toBe(false);
  });

  it("splits a name at its last word, without a trailing (Company)", () => {
    expect(employeeNames("Ananya Singh (Acme Industries)")).toEqual({
      firstName: "Ananya",
      lastName: "Singh",
    });
    expect(employeeNames("Rahul Dev  Verma")).toEqual({
      firstName: "Rahul Dev",
      lastName: "Verma",
    });
    expect(employeeNames("Madhavan")).toEqual({ firstName: "Madhavan", lastName: "" });
  });

  it("fills names, the employee email and mobile, and an employee id when stored", () => {
    expect(employeePassengerValues(ananya)).toEqual({
      firstName: "Ananya",
      lastName: "Singh",
      email: "employee2@acme.test",
      mobile: "9810000017",
    });
    expect(employeePassengerValues({ ...rahul, employeeId: "E-42" })).toMatchObject({
      employeeId: "E-42",
    });
  });

  it("lays each adult's chosen employee over that adult's slot, the rest kept", () => {
    const filled = fillFromEmployees(
      ["ADULT", "ADULT", "CHILD"],
      [{ title: "Ms", firstName: "Old" }, undefined, { firstName: "Kid" }],
      [ananya, rahul],
      ["U1017", "U9999"],
    );
    expect(filled).toEqual([
      {
        title: "Ms",
        firstName: "Ananya",
        lastName: "Singh",
        email: "employee2@acme.test",
        mobile: "9810000017",
      },
      undefined,
      { firstName: "Kid" },
    ]);
    expect(fillFromEmployees(["ADULT"], [undefined], [rahul], ["", "U1003"])).toEqual([undefined]);
  });
});
