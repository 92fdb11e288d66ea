import { describe, expect, it } from "vitest";
import { fillFromSaved, type SavedPassenger, savedPassengerKey } from "./saved-passengers";

const saved = (id: string, type: SavedPassenger["type"], firstName: string): SavedPassenger => ({
  id,
  type,
  values: { title: type === "ADULT" ? "Mr" : "Master", firstName, lastName: "Iyer" },
});

describe("saved passengers", () => {
  it("are the same traveller whatever the case and spaces of their names", () => {
    expect(savedPassengerKey("ADULT", { firstName: " Meera ", lastName: "iyer" })).toBe(
      savedPassengerKey("ADULT", { firstName: "MEERA", lastName: "Iyer" }),
    );
    expect(savedPassengerKey("ADULT", { firstName: "Meera", dob: "1990-01-01" })).not.toBe(
      savedPassengerKey("ADULT", { firstName: "Meera", dob: "1991-01-01" }),
    );
  });

  it("fill the next free slot of their type, in the order chosen", () => {
    const filled = fillFromSaved(
      ["ADULT", "ADULT", "CHILD", "INFANT"],
      [saved("c", "CHILD", "Tara"), saved("a", "ADULT", "Karan"), saved("b", "ADULT", "Meera")],
    );
    expect(filled.map((values) => values?.firstName)).toEqual([
      "Karan",
      "Meera",
      "Tara",
      undefined,
    ]);
  });

  it("leave out a traveller with no free slot of their type", () => {
    const filled = fillFromSaved(
      ["ADULT"],
      [saved("a", "ADULT", "Karan"), saved("i", "INFANT", "Anu")],
    );
    expect(filled).toEqual([{ title: "Mr", firstName: "Karan", lastName: "Iyer" }]);
  });
});
