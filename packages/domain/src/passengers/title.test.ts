import { describe, expect, it } from "vitest";
import { passengerTitleFromText, titleError, titlesFor } from "./title";

describe("title (J§5)", () => {
  it("'Title should not be empty' when blank or not offered for the type", () => {
    expect(titleError(undefined, "ADULT")).toBe("Title should not be empty");
    expect(titleError("", "ADULT")).toBe("Title should not be empty");
    expect(titleError("Master", "ADULT")).toBe("Title should not be empty");
    expect(titleError("Mrs", "CHILD")).toBe("Title should not be empty");
    expect(titleError("Mr", "ADULT")).toBeUndefined();
    expect(titleError("Master", "INFANT")).toBeUndefined();
  });

  it("titles by pax type, read case-insensitively with an optional dot", () => {
    expect(titlesFor("ADULT")).toEqual(["Mr", "Mrs", "Ms"]);
    expect(titlesFor("CHILD")).toEqual(["Master", "Ms"]);
    expect(passengerTitleFromText("MR.")).toBe("Mr");
    expect(passengerTitleFromText("Dr")).toBeUndefined();
  });
});
