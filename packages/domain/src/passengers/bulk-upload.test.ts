import { describe, expect, it } from "vitest";
import { issueLines } from "../testing/zod-issues";
import { BULK_UPLOAD_COLUMNS, bulkUploadRowFromRecord, isBulkUploadFileName } from "./bulk-upload";
import { bulkUploadRowSchema } from "./bulk-upload-row-schema";

describe("bulk passenger upload (J§2)", () => {
  it("accepts xlsx, xls and csv with the eight columns", () => {
    expect(BULK_UPLOAD_COLUMNS.map((column) => column.header)).toEqual([
      "Title",
      "First Name",
      "Last Name",
      "DOB",
      "Nationality",
      "Passport Number",
      "Passport Expiry",
      "Issue Date",
    ]);
    expect(isBulkUploadFileName("pax.XLSX")).toBe(true);
    expect(isBulkUploadFileName("pax.csv")).toBe(true);
    expect(isBulkUploadFileName("pax.pdf")).toBe(false);
  });

  it("reads a sheet record by header, whatever its case, with date cells as yyyy-mm-dd", () => {
    expect(
      bulkUploadRowFromRecord({
        TITLE: "Mr",
        first_name: "Ravi",
        "Last Name": "Kumar",
        dob: new Date(1990, 4, 1),
        "passport number": 12345678,
        Remarks: "ignored",
        Nationality: null,
        "Issue Date": new Date(Number.NaN),
      }),
    ).toEqual({
      title: "Mr",
      firstName: "Ravi",
      lastName: "Kumar",
      dob: "1990-05-01",
      pNum: "12345678",
    });
  });

  it("checks each row: 'Title should not be empty', name and pattern messages", () => {
    expect(
      issueLines(bulkUploadRowSchema, {
        title: "Dr",
        firstName: "R4vi",
        dob: "01-05-1990",
        pNum: "Z 123",
        eD: "2030/01/01",
        pid: "yesterday",
      }),
    ).toEqual([
      "title: Title should not be empty",
      "firstName: Name cannot contain Numbers",
      "dob: Date pattern incorrect",
      "eD: Expiry Date pattern incorrect",
      "pid: Issue Date pattern incorrect",
      "pNum: Passport number cannot contain space and special character",
    ]);
  });

  it("parses a good row with the canonical title and upper-case passport data", () => {
    expect(
      bulkUploadRowSchema.parse({ title: "MRS", firstName: "Asha", pNat: "in", pNum: "z1234567" }),
    ).toMatchObject({ title: "Mrs", firstName: "Asha", pNat: "IN", pNum: "Z1234567" });
  });
});
