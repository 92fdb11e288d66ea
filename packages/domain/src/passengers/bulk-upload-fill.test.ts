import { describe, expect, it } from "vitest";
import { fillFromBulkUpload } from "./bulk-upload-fill";

const asha = { Title: "mrs", "First Name": "Asha", "Last Name": "Rao", DOB: "1990-05-01" };
const ravi = { Title: "Mr", "First Name": "Ravi", "Last Name": "Kumar", Nationality: "in" };

describe("filling the passengers from a bulk upload sheet", () => {
  it("places the rows in booking order, blank rows skipped, titles and passport data tidied", () => {
    const result = fillFromBulkUpload(
      [
        { row: 2, cells: asha },
        { row: 3, cells: { Title: " ", Remarks: "" } },
        { row: 4, cells: ravi },
      ],
      3,
    );
    expect(result.errors).toEqual([]);
    expect(result.rowProblems).toEqual([]);
    expect(result.filled).toMatchObject([
      { title: "Mrs", firstName: "Asha", lastName: "Rao", dob: "1990-05-01" },
      { title: "Mr", firstName: "Ravi", pNat: "IN" },
    ]);
  });

  it("lists a row's problems by its row number and still fills it in as written", () => {
    const result = fillFromBulkUpload(
      [
        { row: 2, cells: asha },
        { row: 5, cells: { Title: "Dr", "First Name": "R4vi", "Last Name": "Kumar" } },
      ],
      2,
    );
    expect(result.rowProblems).toEqual([
      { row: 5, messages: ["Title should not be empty", "Name cannot contain Numbers"] },
    ]);
    expect(result.filled[1]).toEqual({ title: "Dr", firstName: "R4vi", lastName: "Kumar" });
  });

  it("refuses more rows than the booking has passengers, filling nothing", () => {
    const result = fillFromBulkUpload(
      [
        { row: 2, cells: asha },
        { row: 3, cells: ravi },
      ],
      1,
    );
    expect(result).toEqual({
      errors: [
        "The sheet has 2 passengers but this booking has 1. Remove the extra rows and upload it again.",
      ],
      rowProblems: [],
      filled: [],
    });
  });

  it("says when the sheet is empty, and when none of its headers is a known column", () => {
    expect(fillFromBulkUpload([], 2).errors).toEqual([
      "The sheet has no passengers. Put one passenger on each row under the header row.",
    ]);
    expect(fillFromBulkUpload([{ row: 2, cells: { Name: "Asha", Age: 30 } }], 2).errors).toEqual([
      "The sheet's header row has none of the columns Title, First Name, Last Name, DOB, Nationality, Passport Number, Passport Expiry, Issue Date.",
    ]);
  });
});
