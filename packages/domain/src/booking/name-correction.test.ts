import { describe, expect, it } from "vitest";
import { changedLetters, NAME_CORRECTION_MESSAGES, nameCorrectionIssues } from "./name-correction";

const booked = { firstName: "Ravi", lastName: "Kumaar" };

describe("the travel desk's name correction (issue 21)", () => {
  it("counts the letters changed, ignoring case and spaces as airlines store names", () => {
    expect(changedLetters(booked, { firstName: "RAVI", lastName: "kumaar" })).toBe(0);
    expect(changedLetters(booked, { firstName: "Ravi", lastName: "Kumar" })).toBe(1);
    expect(changedLetters(booked, { firstName: "Ravee", lastName: "Kumar" })).toBe(3);
  });

  it("takes a misspelling put right", () => {
    expect(nameCorrectionIssues(booked, { firstName: "Ravi", lastName: "Kumar" })).toEqual([]);
  });

  it("'A correction changes at most 3 letters of a name: a different traveller needs a new booking.'", () => {
    expect(nameCorrectionIssues(booked, { firstName: "Sunita", lastName: "Kumaar" })).toEqual([
      { field: "firstName", message: NAME_CORRECTION_MESSAGES.tooDifferent },
    ]);
    expect(NAME_CORRECTION_MESSAGES.tooDifferent).toBe(
      "A correction changes at most 3 letters of a name: a different traveller needs a new booking.",
    );
  });

  it("'The corrected name is the same as the booked one.'", () => {
    expect(nameCorrectionIssues(booked, { firstName: "ravi", lastName: "KUMAAR" })).toEqual([
      { field: "firstName", message: "The corrected name is the same as the booked one." },
    ]);
  });

  it("holds the corrected name to the booking's name rules ('Name cannot contain Numbers')", () => {
    expect(nameCorrectionIssues(booked, { firstName: "Rav1", lastName: "Kumaar" })).toEqual([
      { field: "firstName", message: "Name cannot contain Numbers" },
    ]);
  });
});
